/**
 * Path data of the site's line icons (24×24, Lucide style). Named exports so islands ship
 * only the icons they import (`import * as icons` and `icons.flame` tree-shakes).
 */
export const tag = 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zM7.5 7.5h.01';
/** A bell: the Watch button. */
export const bell = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0';
export const heart = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';
const paw =
  'M7 10.5a1.8 2.2 0 1 0 0-.1zM10.5 6.5a1.8 2.2 0 1 0 0-.1zM15.5 6.5a1.8 2.2 0 1 0 0-.1zM19 10.5a1.8 2.2 0 1 0 0-.1zM8 17c0-3 2-5 4-5s4 2 4 5c0 2-2 2.5-4 2.5S8 19 8 17z';
const bag = 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2';
export const trophy = 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6v4H9z';
export const cart = 'M3 4h2l2.4 10.5a1 1 0 0 0 1 .8h8.7a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01';
export const dollar =
  'M12 3v18M16.5 7.5c-.7-1.4-2.4-2-4.5-2-2.5 0-4 1.2-4 3s1.5 2.6 4 3.2 4 1.4 4 3.3-1.7 3-4.2 3c-2.1 0-3.8-.7-4.5-2.2';
export const flame =
  'M12 21c-4 0-6.5-2.6-6.5-6.2 0-3.3 2.4-5.2 3.5-7.8.6 1.7 1.4 2.7 2.6 3.3C11.6 7 13 4.6 15.3 3c-.3 3 .8 4.8 2 6.4 1 1.4 1.7 3 1.7 5.2C19 18.4 16 21 12 21z';
export const music = 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z';
export const gift =
  'M4 10h16v11H4zM3 7h18v3H3zM12 7v14M12 7c-1.5-3-5-4-5.5-2S9 7 12 7zM12 7c1.5-3 5-4 5.5-2S15 7 12 7z';
const box = 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9';
export const check = 'M5 12.5l4.5 4.5L19 7';
const star = 'M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.8l-5.3 2.8 1-5.8-4.2-4.1 5.9-.9z';
const mail = 'M3 6h18v12H3zM3 7l9 6 9-6';
const cookie =
  'M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5 3 3 0 0 1 12 3zM8.5 9.5h.01M9 15h.01M14 14h.01M16 17.5h.01';
const users =
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6';
const clock = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2';
const bolt = 'M13 2 4 14h7l-1 8 9-12h-7z';
const gem = 'M6 3h12l4 6-10 12L2 9zM2 9h20M12 21 8 9l4-6 4 6z';
const pot = 'M4 10h16v6a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM2 10h2M20 10h2M9 6c0-1 1-1 1-2M14 6c0-1 1-1 1-2';
const bottle = 'M10 2h4v3h-4zM9 5h6l1 3v12a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V8zM8 12h8';
const shirt = 'M8 3 4 5.5 2 10l3 1.5V21h14v-9.5L22 10l-2-4.5L16 3c0 2-1.8 3-4 3S8 5 8 3z';
const teddy =
  'M7.5 4.5a2.5 2.5 0 1 0 0 .1zM16.5 4.5a2.5 2.5 0 1 0 0 .1zM12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM7 21a5 5 0 0 1 10 0M12 10h.01';
const trendingUp = 'M3 17l6-6 4 4 8-8M15 7h6v6';
const wave =
  'M7 11V6.5a1.5 1.5 0 0 1 3 0V11M10 10V4.5a1.5 1.5 0 0 1 3 0V10M13 10V5.5a1.5 1.5 0 0 1 3 0V12M7 11a1.5 1.5 0 0 0-3 0v2a8 8 0 0 0 8 8h1a7 7 0 0 0 7-7V8.5a1.5 1.5 0 0 0-3 0V12';
export const basket = 'M3 10h18l-2 10H5zM7 10l4-6M17 10l-4-6M9 14v3M15 14v3';
const sparkles =
  'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2 2.2.8-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z';
export const arrowUp = 'M12 19V5M5 12l7-7 7 7';
export const info = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01';
export const roll = 'M7 4h11a3 3 0 0 1 0 6H7M7 4a3 3 0 0 0 0 6M7 10v10h11V10M7 7h.01';
export const plus = 'M12 5v14M5 12h14';
const share = 'M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6';

/** Every icon by name, for config files and Astro pages (server-rendered, so no weight). */
export const iconPaths = {
  tag,
  heart,
  paw,
  bag,
  trophy,
  cart,
  dollar,
  flame,
  music,
  gift,
  box,
  check,
  star,
  mail,
  cookie,
  users,
  clock,
  bolt,
  gem,
  pot,
  bottle,
  shirt,
  teddy,
  trendingUp,
  wave,
  basket,
  sparkles,
  arrowUp,
  info,
  roll,
  share,
};
