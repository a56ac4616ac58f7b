// Toys: bricks, blocks, plush, crayons, cars, playhouses, modelling dough.
import { fitText } from './labels';
import { shadow, type Drawing } from './kit';

const TOY_COLOURS = ['#e0453a', '#f2b01e', '#3a8fd6', '#4caf5a', '#f08c3a', '#9a5cc2'];
const toyColour = (seed: number, i: number) => TOY_COLOURS[(seed + i) % TOY_COLOURS.length];

/** A building brick with studs, `units` wide, at (x, y); its shaded underside goes in `under`. */
function brick(x: number, y: number, units: number, colour: string, under: string[]): string {
  let studs = '';
  for (let i = 0; i < units; i++) studs += `<rect x="${x + 8 + i * 40}" y="${y - 12}" width="24" height="14"/>`;
  under.push(`<rect x="${x}" y="${y + 36}" width="${units * 40}" height="12"/>`);
  return `<g fill="${colour}">${studs}<rect x="${x}" y="${y}" width="${units * 40}" height="48" rx="4"/></g>`;
}

/** A pile of building bricks (or magnetic tiles). */
const bricks: Drawing = (l) => {
  const under: string[] = [];
  const pile = [
    [60, 290, 4],
    [220, 290, 3],
    [100, 230, 3],
    [220, 230, 2],
    [140, 170, 2],
    [180, 110, 1],
  ]
    .map(([x, y, units], i) => brick(x, y, units, toyColour(l.seed, i), under))
    .join('');
  return shadow(280) + pile + `<g opacity=".2">${under.join('')}</g>`;
};

/** Wooden blocks with shapes: the shape-sorter, counting and first-toy family. */
const blocks: Drawing = (l) => {
  const block = (x: number, y: number, s: number, i: number, mark: string) =>
    `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="10" fill="${toyColour(l.seed, i)}"/><rect x="${x}" y="${y}" width="${s}" height="${s / 5}" rx="8" fill="#fff" opacity=".2"/>` +
    `<g transform="translate(${x + s / 2} ${y + s / 2})" fill="#fff">${mark}</g>`;
  return (
    shadow(270) +
    block(70, 228, 110, 0, '<circle r="26"/>') +
    block(190, 228, 110, 1, '<path d="M0-30 30 24h-60z"/>') +
    block(130, 116, 110, 2, '<rect x="-24" y="-24" width="48" height="48" rx="4"/>') +
    block(300, 278, 60, 3, '<path d="M0-16l5 10 12 2-9 8 2 12-10-6-10 6 2-12-9-8 12-2z"/>')
  );
};

/** A round, squishy plush friend. */
const plush: Drawing = (l) =>
  shadow(250) +
  `<ellipse cx="200" cy="226" rx="130" ry="112" fill="url(#b)"/>` +
  `<path d="M96 160q-10-66 40-70 10 30 0 60zM304 160q10-66-40-70-10 30 0 60z" fill="${l.dark}"/>` +
  `<ellipse cx="200" cy="262" rx="80" ry="56" fill="#fff" opacity=".55"/>` +
  `<circle cx="160" cy="214" r="10" fill="#2b2b33"/><circle cx="240" cy="214" r="10" fill="#2b2b33"/>` +
  `<circle cx="138" cy="240" r="14" fill="#f59ab0" opacity=".7"/><circle cx="262" cy="240" r="14" fill="#f59ab0" opacity=".7"/>` +
  `<path d="M186 236q14 12 28 0" fill="none" stroke="#2b2b33" stroke-width="5" stroke-linecap="round"/>`;

/** Crayons, markers or pencils standing in an open box. */
const crayons: Drawing = (l) => {
  let sticks = '';
  let bands = '';
  for (let i = 0; i < 7; i++) {
    const x = 112 + i * 26;
    const top = 96 + ((i * 37) % 5) * 10;
    sticks += `<path d="M${x} ${top + 30}l11-30 11 30v${190 - top}h-22z" fill="${toyColour(l.seed, i)}"/>`;
    bands += `<rect x="${x}" y="${top + 52}" width="22" height="6"/>`;
  }
  return (
    shadow(230) +
    sticks +
    `<g opacity=".2">${bands}</g><path d="M96 212h208v126H96z" fill="url(#b)"/><path d="M96 212l104 30 104-30" fill="none" stroke="#fff" stroke-width="4" opacity=".5"/>` +
    fitText(200, 296, 180, 30, '#fff', l.brand)
  );
};

/** A toy car or wagon: body, window and chunky wheels. */
const toyCar: Drawing = (l) => {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="300" r="36" fill="#2b2b33"/><circle cx="${x}" cy="300" r="15" fill="url(#m)"/>`;
  return (
    shadow(300) +
    `<path d="M58 290v-60q0-30 30-36l40-8 40-56q10-16 30-16h70q26 0 36 24l20 48q40 6 40 40v64z" fill="url(#b)"/>` +
    `<path d="M178 132h58q14 0 20 14l16 40H146z" fill="#cfe8f7"/><path d="M220 132v54" stroke="${l.main}" stroke-width="8"/>` +
    wheel(120) +
    wheel(290) +
    `<rect x="324" y="230" width="18" height="16" rx="4" fill="#f2d26b"/>`
  );
};

/** A dollhouse or playset: walls, a roof, windows and a door. */
const playhouse: Drawing = (l) =>
  shadow(270) +
  `<rect x="90" y="170" width="220" height="168" fill="url(#b)"/><path d="M70 180 200 70l130 110z" fill="${l.accent}"/>` +
  `<rect x="176" y="254" width="48" height="84" rx="24" fill="${l.dark}"/>` +
  `<g fill="#cfe8f7" stroke="#fff" stroke-width="6"><rect x="112" y="200" width="50" height="44"/><rect x="238" y="200" width="50" height="44"/><circle cx="200" cy="142" r="20"/></g>`;

/** Modelling dough: a row of tubs with coloured lids. */
const doughTubs: Drawing = (l) => {
  let tubs = '';
  for (let i = 0; i < 4; i++) {
    const x = 70 + i * 68;
    const c = toyColour(l.seed, i);
    tubs += `<rect x="${x}" y="214" width="60" height="124" rx="6" fill="#f7f7f7" stroke="#ddd" stroke-width="2"/><rect x="${x - 4}" y="198" width="68" height="26" rx="6" fill="${c}"/><rect x="${x + 8}" y="250" width="44" height="40" rx="4" fill="${c}"/>`;
  }
  return shadow(280) + tubs;
};

/** A play kitchen, slide, walker or table: a sturdy plastic frame. */
const playFrame: Drawing = (l) =>
  shadow(270) +
  `<rect x="90" y="140" width="220" height="40" rx="10" fill="url(#b)"/>` +
  `<rect x="100" y="176" width="24" height="162" rx="8" fill="${l.dark}"/><rect x="276" y="176" width="24" height="162" rx="8" fill="${l.dark}"/>` +
  `<rect x="124" y="200" width="152" height="110" rx="12" fill="${l.accent}"/><circle cx="170" cy="255" r="22" fill="#fff" opacity=".7"/><circle cx="232" cy="255" r="22" fill="#fff" opacity=".7"/>`;

export const TOYS_DRAWINGS = { bricks, blocks, plush, crayons, toyCar, playhouse, doughTubs, playFrame };
