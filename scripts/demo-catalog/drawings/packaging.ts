// Boxes, bags and multipacks: what groceries, household goods and kits come in.
import { fitText, label, nameLines } from './labels';
import { gloss, inkOn, shadow, type Drawing, type Look } from './kit';

/** A carton seen from the front-left: front w x h at (x, y), `d` deep, brand and name printed on it. */
function carton(l: Look, x: number, y: number, w: number, h: number, d: number): string {
  const ink = inkOn(l.main);
  const wave = Math.round(y + h * 0.66);
  return (
    shadow(w + d, x + (w + d) / 2) +
    `<path d="M${x} ${y}l${d} -${d * 0.6}h${w}l-${d} ${d * 0.6}z" fill="${l.light}"/>` +
    `<path d="M${x + w} ${y}l${d} -${d * 0.6}v${h}l-${d} ${d * 0.6}z" fill="${l.dark}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#b)"/>` +
    fitText(x + w / 2, y + h * 0.24, w - 20, 26, ink, l.brand) +
    nameLines(x + w / 2, y + h * 0.36, w - 16, 14, ink, l.name) +
    `<path d="M${x} ${wave}q${w / 2} -${Math.round(h * 0.14)} ${w} 0V${y + h}H${x}z" fill="${l.accent}" stroke="#fff" stroke-width="6"/>` +
    gloss(x + 8, y + 10, 8, h * 0.5, 0.25)
  );
}

/** A tall box: snack bars, pods, kits, tools. */
const box: Drawing = (l) => carton(l, 118, 114, 150, 224, 36);

/** A flat, wide box: board games, puzzles, playsets. */
const flatBox: Drawing = (l) => carton(l, 84, 150, 208, 188, 28);

/** A crinkly snack or coffee bag. */
const snackBag: Drawing = (l) =>
  shadow(170) +
  `<path d="M118 92h164l-8 20 10 118-6 108H122l-6-108 10-118z" fill="url(#a)"/><path d="M118 92h164v16H118z" fill="${l.dark}"/>` +
  `<ellipse cx="200" cy="236" rx="62" ry="50" fill="${l.accent}"/>` +
  fitText(200, 176, 140, 30, inkOn(l.main), l.brand) +
  nameLines(200, 228, 100, 13, inkOn(l.accent), l.name) +
  gloss(132, 120, 10, 190, 0.3);

/** A baby-food pouch with a spout. */
const pouch: Drawing = (l) =>
  shadow(130) +
  `<rect x="186" y="64" width="28" height="34" rx="6" fill="${l.accent}"/><path d="M176 98h48l56 40v188q0 12-12 12H132q-12 0-12-12V138z" fill="url(#a)"/>` +
  label(140, 190, 120, 110, l) +
  gloss(130, 150, 9, 170);

/** A soft plastic pack: diapers, training pants, paper rolls. */
function softPack(l: Look, inside: string): string {
  return (
    shadow(230) +
    `<rect x="84" y="96" width="232" height="242" rx="30" fill="url(#a)"/><rect x="84" y="96" width="232" height="46" rx="23" fill="${l.dark}"/>` +
    `<rect x="150" y="106" width="100" height="24" rx="12" fill="#fff" opacity=".3"/>` +
    inside +
    fitText(200, 184, 200, 28, inkOn(l.main), l.brand) +
    gloss(98, 150, 12, 170, 0.3)
  );
}

/** A pack of diapers or training pants, a folded diaper on the front. */
const diaperPack: Drawing = (l) =>
  softPack(
    l,
    `<ellipse cx="200" cy="262" rx="86" ry="58" fill="#fff" opacity=".92"/>` +
      `<path d="M150 236h100l-10 30q-12 34-40 34t-40-34z" fill="#fff" stroke="${l.light}" stroke-width="4"/><path d="M150 236h100v10H150z" fill="${l.accent}"/>`,
  );

/** Toilet paper or paper towels: rolls showing through a clear wrap. */
const rolls: Drawing = (l) => {
  let rollsSvg = '';
  for (const [x, y] of [
    [118, 210],
    [200, 210],
    [282, 210],
    [118, 290],
    [200, 290],
    [282, 290],
  ])
    rollsSvg += `<circle cx="${x}" cy="${y}" r="38" fill="#fbfaf7" stroke="#e3dfd7" stroke-width="3"/><circle cx="${x}" cy="${y}" r="11" fill="#d8c7a8"/>`;
  return (
    shadow(250) +
    `<rect x="72" y="160" width="256" height="178" rx="26" fill="#eef1f5"/>${rollsSvg}` +
    `<rect x="100" y="96" width="200" height="72" rx="14" fill="url(#b)"/>` +
    fitText(200, 142, 180, 30, inkOn(l.main), l.brand) +
    gloss(84, 176, 10, 140, 0.5)
  );
};

/** A card of batteries. */
const batteries: Drawing = (l) => {
  let cells = '';
  for (let i = 0; i < 4; i++) {
    const x = 124 + i * 40;
    cells += `<rect x="${x}" y="176" width="32" height="138" rx="6" fill="url(#m)"/><rect x="${x}" y="176" width="32" height="60" rx="6" fill="${l.accent}"/><rect x="${x + 10}" y="168" width="12" height="10" rx="2" fill="#9aa0a8"/>`;
  }
  return (
    shadow(210) +
    `<rect x="96" y="84" width="208" height="254" rx="14" fill="url(#b)"/>` +
    fitText(200, 140, 180, 30, inkOn(l.main), l.brand) +
    cells
  );
};

/** A soft pack of wipes with a flip-top lid. */
const wipesPack: Drawing = (l) =>
  shadow(250) +
  `<rect x="74" y="170" width="252" height="168" rx="44" fill="url(#b)"/><rect x="144" y="150" width="112" height="48" rx="18" fill="${l.accent}"/>` +
  `<rect x="156" y="158" width="88" height="10" rx="5" fill="#fff" opacity=".4"/>` +
  fitText(200, 262, 210, 30, inkOn(l.main), l.brand) +
  `<rect x="130" y="284" width="140" height="10" rx="5" fill="#fff" opacity=".6"/>` +
  gloss(94, 196, 12, 110, 0.3);

/** A pop-up canister of disinfecting wipes. */
const wipesTub: Drawing = (l) =>
  shadow(130) +
  `<rect x="136" y="132" width="128" height="206" rx="14" fill="url(#a)"/><rect x="130" y="104" width="140" height="42" rx="12" fill="url(#w)"/>` +
  `<path d="M190 108q6-50 34-40-10 16-4 40z" fill="#fff" stroke="#d9dce2" stroke-width="2"/>` +
  label(148, 180, 104, 120, l) +
  gloss(146, 150, 10, 170);

/** Drink cans: sparkling water, sports drinks. */
const cans: Drawing = (l) => {
  const can = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="84" height="${338 - y}" rx="12" fill="url(#a)"/><rect x="${x + 6}" y="${y - 8}" width="72" height="14" rx="6" fill="url(#m)"/>` +
    `<rect x="${x}" y="${y + 60}" width="84" height="54" fill="${l.accent}"/>`;
  return shadow(270) + can(70, 150) + can(246, 150) + can(158, 120) + fitText(200, 216, 76, 14, '#fff', l.brand);
};

export const PACKAGING_DRAWINGS = {
  box,
  flatBox,
  snackBag,
  pouch,
  diaperPack,
  rolls,
  batteries,
  wipesPack,
  wipesTub,
  cans,
};
