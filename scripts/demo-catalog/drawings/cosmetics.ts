// Tubes, jars, sticks and small beauty items.
import { fitText, label } from './labels';
import { gloss, shadow, type Drawing } from './kit';

/** Cream, toothpaste or ointment: a tube standing on its cap. */
const tube: Drawing = (l) =>
  shadow(70) +
  `<path d="M170 300 146 92h108l-24 208z" fill="url(#a)"/><rect x="140" y="76" width="120" height="20" rx="3" fill="${l.dark}"/>` +
  `<rect x="168" y="296" width="64" height="42" rx="8" fill="url(#w)"/>` +
  `<rect x="160" y="140" width="80" height="104" rx="6" fill="#fff" opacity=".92"/>` +
  fitText(200, 178, 70, 18, l.dark, l.brand) +
  `<rect x="170" y="196" width="60" height="12" rx="3" fill="${l.accent}"/>` +
  gloss(160, 104, 8, 150);

/** Cream, balm or scrub: a wide jar with a lid. */
const jar: Drawing = (l) =>
  shadow(170) +
  `<rect x="114" y="196" width="172" height="142" rx="22" fill="url(#a)"/><rect x="106" y="150" width="188" height="56" rx="12" fill="url(#w)"/>` +
  `<rect x="106" y="194" width="188" height="8" fill="#000" opacity=".08"/>` +
  label(132, 224, 136, 96, l) +
  gloss(122, 214, 10, 104);

/** Deodorant: an oval stick with a cap. */
const stick: Drawing = (l) =>
  shadow(90) +
  `<rect x="156" y="160" width="88" height="178" rx="22" fill="url(#a)"/><rect x="156" y="84" width="88" height="92" rx="30" fill="url(#w)"/>` +
  label(164, 196, 72, 110, l) +
  gloss(162, 172, 8, 150);

/** Lip balm: a few little sticks. */
const lipBalms: Drawing = (l) => {
  const one = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="44" height="${338 - y}" rx="8" fill="url(#a)"/><rect x="${x}" y="${y}" width="44" height="48" rx="8" fill="url(#w)"/>` +
    `<rect x="${x + 8}" y="${y + 70}" width="28" height="${270 - y - 70}" rx="4" fill="#fff" opacity=".9"/>`;
  return (
    shadow(170) + one(112, 150) + one(178, 120) + one(244, 160) + fitText(200, 216, 26, 10, l.dark, l.brand.slice(0, 4))
  );
};

/** Mascara, lip gloss or concealer: a slim wand tube. */
const wand: Drawing = (l) =>
  shadow(80) +
  `<rect x="164" y="50" width="72" height="150" rx="18" fill="#2b2b33"/><rect x="174" y="62" width="10" height="126" rx="5" fill="#fff" opacity=".25"/>` +
  `<rect x="164" y="196" width="72" height="142" rx="18" fill="url(#a)"/>` +
  fitText(200, 276, 62, 14, '#fff', l.brand) +
  gloss(172, 210, 8, 110);

/** Bar soap: two wrapped bars, stacked. */
const soapBars: Drawing = (l) =>
  shadow(190) +
  `<rect x="104" y="262" width="192" height="76" rx="30" fill="url(#b)"/>` +
  `<rect x="96" y="180" width="208" height="88" rx="12" fill="${l.accent}"/><rect x="96" y="180" width="208" height="18" rx="9" fill="#fff" opacity=".25"/>` +
  `<rect x="150" y="180" width="100" height="88" fill="#fff" opacity=".92"/>` +
  fitText(200, 230, 92, 18, l.dark, l.brand);

/** Makeup brushes in a fan. */
const brushes: Drawing = (l) => {
  const one = (angle: number, length: number) => {
    const top = 330 - length;
    return (
      `<g transform="rotate(${angle} 200 330)"><rect x="193" y="${top + 84}" width="14" height="${length - 84}" rx="6" fill="#2b2b33"/>` +
      `<rect x="190" y="${top + 50}" width="20" height="36" fill="url(#m)"/><ellipse cx="200" cy="${top + 28}" rx="13" ry="30" fill="${l.light}"/></g>`
    );
  };
  return shadow(150) + one(-28, 250) + one(-10, 270) + one(8, 260) + one(26, 240);
};

export const COSMETICS_DRAWINGS = { tube, jar, stick, lipBalms, wand, soapBars, brushes };
