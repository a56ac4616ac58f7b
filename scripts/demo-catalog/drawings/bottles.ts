// Bottles, cans and jugs: lotions, shampoos, cleaners, sprays, serums, detergent.
import { fitText, label } from './labels';
import { gloss, shadow, type Drawing } from './kit';

/** Lotion or hand soap with a pump. */
const pumpBottle: Drawing = (l) =>
  shadow(120) +
  `<rect x="140" y="132" width="120" height="206" rx="24" fill="url(#a)"/>` +
  `<rect x="178" y="108" width="44" height="28" rx="4" fill="url(#w)"/><rect x="192" y="82" width="16" height="30" fill="#d9dce2"/>` +
  `<rect x="170" y="70" width="60" height="18" rx="7" fill="url(#w)"/><rect x="222" y="73" width="46" height="9" rx="4" fill="#e3e6ea"/>` +
  label(152, 186, 96, 104, l) +
  gloss(150, 146, 10, 176);

/** Shampoo, body wash or dish soap: a squeeze bottle with a flip cap. */
const flipBottle: Drawing = (l) =>
  shadow(120) +
  `<path d="M152 338q-12 0-12-14l6-186q2-22 26-24h56q24 2 26 24l6 186q0 14-12 14z" fill="url(#a)"/>` +
  `<rect x="170" y="82" width="60" height="36" rx="8" fill="${l.accent}"/><rect x="170" y="82" width="60" height="10" rx="5" fill="#fff" opacity=".3"/>` +
  label(156, 180, 88, 100, l) +
  gloss(154, 140, 9, 180);

/** Cleaner or hair spray with a trigger. */
const sprayBottle: Drawing = (l) =>
  shadow(110) +
  `<rect x="148" y="168" width="104" height="170" rx="22" fill="url(#a)"/><rect x="180" y="136" width="40" height="36" fill="url(#w)"/>` +
  `<path d="M162 138V110q0-16 18-16h72l18 10v14h-40z" fill="url(#w)"/><path d="M186 140q-14 22-4 48" fill="none" stroke="#c6cad1" stroke-width="10" stroke-linecap="round"/>` +
  label(160, 204, 80, 100, l) +
  gloss(156, 180, 9, 140);

/** Serum or hair oil: an amber bottle with a dropper. */
const dropperBottle: Drawing = (l) =>
  shadow(90) +
  `<rect x="150" y="178" width="100" height="160" rx="18" fill="url(#a)"/><rect x="172" y="150" width="56" height="34" rx="4" fill="#2b2b33"/>` +
  `<rect x="182" y="88" width="36" height="66" rx="18" fill="#3a3a42"/>` +
  label(160, 214, 80, 96, l) +
  gloss(158, 190, 8, 130);

/** Deodorant or air freshener: a spray can. */
const sprayCan: Drawing = (l) =>
  shadow(100) +
  `<rect x="150" y="130" width="100" height="208" rx="12" fill="url(#a)"/><rect x="150" y="318" width="100" height="20" rx="6" fill="url(#m)"/>` +
  `<rect x="160" y="78" width="80" height="60" rx="18" fill="url(#w)"/>` +
  label(158, 176, 84, 110, l) +
  gloss(158, 142, 9, 170);

/** Laundry detergent: a jug with a handle and a cap. */
const detergentJug: Drawing = (l) =>
  shadow(190) +
  `<path d="M214 150v-36q0-18 18-18h34q28 0 28 30v60" fill="none" stroke="${l.dark}" stroke-width="24"/>` +
  `<rect x="104" y="146" width="192" height="192" rx="28" fill="url(#a)"/><rect x="128" y="100" width="58" height="50" rx="8" fill="${l.accent}"/>` +
  `<rect x="130" y="186" width="140" height="120" rx="16" fill="#fff"/><circle cx="200" cy="230" r="26" fill="${l.accent}"/><circle cx="200" cy="230" r="14" fill="#fff"/>` +
  fitText(200, 290, 124, 20, l.dark, l.brand) +
  gloss(114, 160, 10, 150);

/** Nail polish: a glossy bottle with a tall cap. */
const nailPolish: Drawing = (l) =>
  shadow(120) +
  `<rect x="186" y="150" width="28" height="60" fill="url(#a)"/><rect x="138" y="196" width="124" height="142" rx="30" fill="url(#a)"/>` +
  `<rect x="178" y="70" width="44" height="130" rx="8" fill="#2b2b33"/><rect x="186" y="80" width="8" height="110" rx="4" fill="#fff" opacity=".25"/>` +
  fitText(200, 286, 100, 18, '#fff', l.brand) +
  gloss(150, 214, 12, 100, 0.45);

/** A tin with a lid: formula, coffee, oats. */
const tin: Drawing = (l) =>
  shadow(170) +
  `<rect x="114" y="128" width="172" height="210" rx="16" fill="url(#a)"/><rect x="108" y="104" width="184" height="40" rx="12" fill="url(#w)"/>` +
  label(132, 178, 136, 120, l) +
  gloss(124, 150, 10, 170);

export const BOTTLES_DRAWINGS = {
  pumpBottle,
  flipBottle,
  sprayBottle,
  dropperBottle,
  sprayCan,
  detergentJug,
  nailPolish,
  tin,
};
