// Clothes laid flat, as shop photos show them: tees, sweatshirts, trousers, dresses, socks.
import { shadow, type Drawing } from './kit';

const seam = (d: string, colour: string) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="6 5" opacity=".6"/>`;

/** A short-sleeved tee (or undershirt). */
const tshirt: Drawing = (l) =>
  shadow(240) +
  `<path d="M160 70q40 30 80 0l84 40-26 66-38-16v172H140V160l-38 16-26-66z" fill="url(#b)"/>` +
  `<path d="M160 70q40 30 80 0" fill="none" stroke="${l.dark}" stroke-width="8"/>` +
  seam('M102 176l26-66M298 176l-26-66', l.dark);

/** A long-sleeved top: sweatshirt, hoodie, fleece, sweater, jacket. Hooded when the seed is odd. */
const sweatshirt: Drawing = (l) =>
  shadow(260) +
  `<path d="M160 74q40 26 80 0l70 28q28 12 32 40l20 170-44 8-26-150v172H118V170L92 320l-44-8 20-170q4-28 32-40z" fill="url(#b)"/>` +
  (l.seed % 2
    ? `<path d="M156 76q-10-56 44-56t44 56q-44 40-88 0z" fill="${l.dark}"/><path d="M184 100v50M216 100v50" stroke="#fff" stroke-width="4"/>`
    : `<path d="M160 74q40 26 80 0" fill="none" stroke="${l.dark}" stroke-width="10"/>`) +
  `<path d="M118 320h164" stroke="${l.dark}" stroke-width="12"/>` +
  seam('M92 304l26-134M308 304l-26-134', l.dark);

/** Jeans, leggings, joggers or shorts (short when `short`). */
const trousers = (short: boolean): Drawing => {
  const leg = short ? 130 : 250;
  return (l) =>
    shadow(200) +
    `<path d="M126 70h148l24 ${leg + 10}h-78l-20-${leg - 60}-20 ${leg - 60}h-78z" fill="url(#b)"/>` +
    `<rect x="124" y="62" width="152" height="22" rx="4" fill="${l.dark}"/>` +
    seam(`M142 96q20 40 58 40M258 96q-20 40-58 40M200 84v110`, '#e8b830');
};

const pants = trousers(false);
const shorts = trousers(true);

/** A tiered maxi dress with puff sleeves. */
const dress: Drawing = (l) =>
  shadow(230) +
  `<path d="M168 60q32 24 64 0l24 14 22 30-26 14v34l50 180H94l50-180v-34l-26-14 22-30z" fill="url(#b)"/>` +
  `<path d="M132 220h136M110 290h180" stroke="${l.dark}" stroke-width="4" opacity=".5"/>` +
  `<g fill="#fff" opacity=".55"><circle cx="170" cy="200" r="6"/><circle cx="232" cy="170" r="6"/><circle cx="150" cy="270" r="6"/><circle cx="250" cy="260" r="6"/><circle cx="200" cy="310" r="6"/></g>`;

/** A pair of crew socks. */
const socks: Drawing = (l) => {
  const sock = (x: number) =>
    `<path d="M${x} 70h70v170q0 14 10 22l40 30q16 14 4 34-12 18-32 10l-70-34q-22-12-22-38z" fill="url(#b)"/>` +
    `<rect x="${x}" y="70" width="70" height="34" fill="${l.accent}"/><path d="M${x} 112h70" stroke="${l.dark}" stroke-width="5"/>`;
  return shadow(250) + sock(92) + sock(178);
};

/** A baby bodysuit, sleep sack or footed pajamas. */
const bodysuit: Drawing = (l) =>
  shadow(200) +
  `<path d="M170 68q30 22 60 0l62 32-20 50-28-12v118q0 30-24 50h-40q-24-20-24-50V138l-28 12-20-50z" fill="url(#b)"/>` +
  `<path d="M170 68q30 22 60 0" fill="none" stroke="${l.dark}" stroke-width="7"/>` +
  `<g fill="#fff"><circle cx="186" cy="310" r="5"/><circle cx="200" cy="312" r="5"/><circle cx="214" cy="310" r="5"/></g>` +
  `<g fill="${l.light}" opacity=".8"><circle cx="180" cy="170" r="10"/><circle cx="224" cy="210" r="10"/><circle cx="186" cy="250" r="10"/></g>`;

/** Briefs or hipsters. */
const briefs: Drawing = (l) =>
  shadow(230) +
  `<path d="M86 120h228v70q-76 10-90 110h-48q-14-100-90-110z" fill="url(#b)"/><rect x="88" y="110" width="224" height="22" rx="6" fill="${l.dark}"/>`;

/** A rib-knit beanie. */
const beanie: Drawing = (l) => {
  let ribs = '';
  for (let x = 128; x <= 272; x += 16)
    ribs += `<path d="M${x} 254v66" stroke="${l.dark}" stroke-width="4" opacity=".5"/>`;
  return (
    shadow(200) +
    `<path d="M108 260q-8-170 92-170t92 170z" fill="url(#b)"/><rect x="100" y="244" width="200" height="84" rx="14" fill="${l.main}"/>${ribs}` +
    `<rect x="168" y="266" width="64" height="30" rx="3" fill="${l.accent}"/>`
  );
};

export const APPAREL_DRAWINGS = { tshirt, sweatshirt, pants, shorts, dress, socks, bodysuit, briefs, beanie };
