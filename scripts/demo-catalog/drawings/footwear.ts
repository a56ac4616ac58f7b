// Shoes in profile, toe to the left: sneakers, boots, clogs and slippers.
import { shadow, type Drawing } from './kit';

/** A sneaker or running shoe: white sole, coloured upper, laces. */
const sneaker: Drawing = (l) =>
  shadow(300) +
  `<path d="M56 292q-6-50 40-60l70-20 40-60q30-20 60-10l60 16q24 10 24 40v94z" fill="url(#b)"/>` +
  `<path d="M48 288h304v20q0 22-22 22H74q-26 0-26-22z" fill="url(#w)"/><path d="M48 300h304" stroke="#c7cbd2" stroke-width="3"/>` +
  `<path d="M176 206l20 16M196 186l20 16M216 170l20 16" stroke="#fff" stroke-width="7" stroke-linecap="round"/>` +
  `<path d="M120 270q80-50 160-40" fill="none" stroke="${l.accent}" stroke-width="12" stroke-linecap="round"/>`;

/** A boot: shaft, foot and a heavy sole; a lace-up duck boot has a rubber foot. */
const boot: Drawing = (l) =>
  shadow(270) +
  `<path d="M170 58h110v180q40 10 60 36v32H68q-10-60 40-70l62-10z" fill="url(#b)"/>` +
  `<path d="M58 306h292v14q0 14-14 14H72q-14 0-14-14z" fill="#3a2f2a"/>` +
  `<path d="M170 58h110v26H170z" fill="${l.light}"/><path d="M170 84h110" stroke="${l.dark}" stroke-width="4"/>`;

/** A clog or slipper: a rounded foam shoe with a heel strap. */
const clog: Drawing = (l) => {
  let holes = '';
  for (const [x, y] of [
    [130, 226],
    [160, 214],
    [190, 206],
    [146, 252],
    [176, 242],
  ])
    holes += `<circle cx="${x}" cy="${y}" r="7" fill="${l.dark}"/>`;
  return (
    shadow(290) +
    `<path d="M60 300q-10-90 80-100l80-14q60-6 90 20 30 26 30 94z" fill="url(#b)"/>` +
    `<path d="M52 296h296v12q0 22-22 22H74q-22 0-22-22z" fill="${l.dark}"/>${holes}` +
    `<path d="M300 220q40 40 10 80" fill="none" stroke="${l.dark}" stroke-width="14" stroke-linecap="round"/>`
  );
};

export const FOOTWEAR_DRAWINGS = { sneaker, boot, clog };
