// Baby gear: bottles, cups, a stroller, a car seat, pillows and pumps.
import { fitText } from './labels';
import { gloss, shadow, type Drawing } from './kit';

const marks = (x: number, top: number) =>
  [0, 1, 2, 3]
    .map((i) => `<rect x="${x}" y="${top + i * 30}" width="${i % 2 ? 14 : 22}" height="4" fill="#fff" opacity=".8"/>`)
    .join('');

/** A baby bottle: clear body tinted in the product colour, a collar and a teat. */
const babyBottle: Drawing = (l) =>
  shadow(110) +
  `<path d="M182 94q18-40 36 0v16h-36z" fill="#f3d9b8"/><rect x="160" y="106" width="80" height="46" rx="10" fill="url(#a)"/>` +
  `<rect x="150" y="146" width="100" height="192" rx="30" fill="#e9f3fa" stroke="#cfe0ec" stroke-width="3"/>` +
  `<rect x="156" y="230" width="88" height="102" rx="24" fill="#fff"/>` +
  marks(212, 176) +
  fitText(200, 290, 76, 12, l.dark, l.brand) +
  gloss(160, 160, 10, 160, 0.7);

/** A sippy or straw cup with handles. */
const sippyCup: Drawing = (l) =>
  shadow(180) +
  `<path d="M150 180q-46 0-46 40t46 40M250 180q46 0 46 40t-46 40" fill="none" stroke="${l.accent}" stroke-width="16"/>` +
  `<path d="M186 102q14-34 28 0v28h-28z" fill="${l.accent}"/><rect x="146" y="116" width="108" height="44" rx="14" fill="${l.accent}"/>` +
  `<path d="M150 156h100l-8 168q-1 14-14 14h-56q-13 0-14-14z" fill="url(#a)"/>` +
  fitText(200, 256, 80, 14, '#fff', l.brand) +
  gloss(162, 170, 9, 130, 0.4);

/** A compact stroller: hood, seat, frame and four wheels. */
const stroller: Drawing = (l) => {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="310" r="28" fill="#2b2b33"/><circle cx="${x}" cy="310" r="11" fill="url(#m)"/>`;
  return (
    shadow(250) +
    `<path d="M118 296 196 150 286 96M286 296 204 178" fill="none" stroke="#3a3d44" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M150 144q6-70 96-64l4 88h-96z" fill="url(#b)"/><path d="M154 166h130l-14 70q-4 14-18 14h-72q-20 0-26-18z" fill="${l.dark}"/>` +
    `<path d="M266 94h40" stroke="#3a3d44" stroke-width="14" stroke-linecap="round"/>` +
    wheel(118) +
    wheel(286) +
    gloss(170, 96, 50, 10, 0.3)
  );
};

/** An infant car seat, side view: a high back, a seat, a carry handle and a base. */
const carSeat: Drawing = (l) =>
  shadow(240) +
  `<path d="M104 304h200l-12 34H118z" fill="#2f3136"/>` +
  `<path d="M92 128q0-40 36-40h20q24 0 28 28l14 116q4 28 32 28h72q28 0 26 26l-2 18H136q-44 0-44-44z" fill="url(#b)"/>` +
  `<path d="M122 120q10 0 12 16l16 130q4 22 30 22h110" fill="none" stroke="${l.light}" stroke-width="14" stroke-linecap="round"/>` +
  `<path d="M110 246q50-200 200-40" fill="none" stroke="#3a3d44" stroke-width="14" stroke-linecap="round"/>`;

/** A nursing pillow (a C shape) or a bed pillow when `plump`. */
const nursingPillow: Drawing = () =>
  shadow(250) +
  `<path d="M200 122c-100 0-130 50-130 104s40 100 94 100c20 0 30-18 16-34-36-6-58-32-58-66s30-48 78-48 78 14 78 48-22 60-58 66c-14 16-4 34 16 34 54 0 94-46 94-100s-30-104-130-104z" fill="url(#b)"/>` +
  `<path d="M120 182q80-44 160 0" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".35"/>`;

/** A plump bed pillow. */
const pillow: Drawing = (l) =>
  shadow(270) +
  `<path d="M76 150q124-40 248 0 16 70 0 140-124 40-248 0-16-70 0-140z" fill="url(#b)"/>` +
  `<path d="M104 170q96-26 192 0" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".5"/>` +
  `<path d="M76 150q124-40 248 0" fill="none" stroke="${l.dark}" stroke-width="3"/>`;

/** A breast pump: a flange on a collection bottle, with a hand pump or a tube. */
const breastPump: Drawing = (l) =>
  shadow(150) +
  `<path d="M120 110q80-40 90 40l-10 40h-40q-10-40-40-80z" fill="#e9f3fa" stroke="#cfe0ec" stroke-width="3"/>` +
  `<rect x="170" y="180" width="70" height="30" rx="8" fill="url(#a)"/><rect x="164" y="206" width="82" height="132" rx="20" fill="#e9f3fa" stroke="#cfe0ec" stroke-width="3"/>` +
  `<rect x="170" y="260" width="70" height="72" rx="16" fill="#fff"/>` +
  marks(216, 226) +
  `<path d="M240 190q70-10 80 60" fill="none" stroke="${l.dark}" stroke-width="10" stroke-linecap="round"/>`;

/** A toddler potty: a bowl on a base with a backrest. */
const potty: Drawing = (l) =>
  shadow(240) +
  `<path d="M110 120q0-40 40-40h100q40 0 40 40v90H110z" fill="url(#b)"/>` +
  `<path d="M86 196h228q0 70-50 96l10 46H126l10-46q-50-26-50-96z" fill="url(#w)"/>` +
  `<ellipse cx="200" cy="198" rx="114" ry="22" fill="${l.main}"/><ellipse cx="200" cy="198" rx="86" ry="12" fill="#e6e8ec"/>`;

export const BABY_DRAWINGS = { babyBottle, sippyCup, stroller, carSeat, nursingPillow, pillow, breastPump, potty };
