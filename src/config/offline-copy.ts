/** Texts of the app when the phone has no network (docs/product.md, 4.21 The app on a phone). */
export const offlineCopy = {
  /** On a page kept from an earlier visit; `{time}` is when its prices were read, New York time. */
  notice: "You're offline: prices as of {time} ET",
  /** The page shown for an address not kept on this phone. */
  title: "You're offline",
  intro: "This page isn't saved on your phone yet. Deals you opened before still open: try the home page.",
  homeLink: "Open today's deals",
};
