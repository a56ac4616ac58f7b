/** What Astro knows of the page's address: `Astro.site` (astro.config `site`) and `Astro.url`. */
interface PageAddress {
  site?: URL;
  url: URL;
}

/**
 * An absolute public URL for a path: on the configured site (SITE_URL at build time) when there
 * is one, else on the request's own origin. An absolute URL is returned as it is.
 */
export function absoluteUrl(pathOrUrl: string, page: PageAddress): string {
  return new URL(pathOrUrl, page.site ?? page.url).href;
}
