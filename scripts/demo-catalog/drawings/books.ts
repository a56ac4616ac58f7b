// Book covers: a title, an author and a simple cover picture; board books are thick, sets are a row of spines.
import { fitText, nameLines } from './labels';
import { inkOn, shadow, type Drawing } from './kit';

/** One of a few cover pictures, picked by the seed. */
const PICTURES = [
  (c: string) =>
    `<circle cx="205" cy="232" r="46" fill="${c}"/><circle cx="205" cy="232" r="26" fill="#fff" opacity=".35"/>`,
  (c: string) =>
    `<path d="M140 270q30-80 65-80t65 80z" fill="${c}"/><circle cx="250" cy="200" r="16" fill="#fff" opacity=".6"/>`,
  (c: string) => `<path d="M205 186l14 30 32 4-24 22 6 32-28-16-28 16 6-32-24-22 32-4z" fill="${c}"/>`,
  (c: string) =>
    `<path d="M205 270c-60-40-60-84-30-90 16-2 26 8 30 18 4-10 14-20 30-18 30 6 30 50-30 90z" fill="${c}"/>`,
];

/** A standing book, front cover facing us; board books are thicker with rounded corners. */
const book: Drawing = (l) => {
  const board = /board/i.test(l.variant);
  const depth = board ? 26 : /hard/i.test(l.variant) ? 16 : 10;
  const ink = inkOn(l.main);
  return (
    shadow(200) +
    `<rect x="${300 - depth}" y="66" width="${depth + 12}" height="270" rx="4" fill="#f4efe4" stroke="#ddd6c8" stroke-width="2"/>` +
    `<rect x="100" y="58" width="${200 - depth + 6}" height="280" rx="${board ? 16 : 4}" fill="url(#b)"/>` +
    `<rect x="100" y="58" width="16" height="280" rx="${board ? 12 : 3}" fill="${l.dark}" opacity=".5"/>` +
    nameLines(210 - depth / 2, 112, 170 - depth, 19, ink, l.name) +
    PICTURES[l.seed % PICTURES.length](l.accent) +
    fitText(210 - depth / 2, 318, 160 - depth, 13, ink, l.brand)
  );
};

/** A boxed set: a row of spines in a slipcase. */
const bookSet: Drawing = (l) => {
  let spines = '';
  let bands = '';
  const colours = [l.main, l.accent, l.dark, l.light, l.main, l.accent, l.dark];
  for (let i = 0; i < 7; i++) {
    const x = 84 + i * 33;
    spines += `<rect x="${x}" y="92" width="31" height="234" fill="${colours[i]}"/>`;
    bands += `<rect x="${x + 4}" y="120" width="23" height="8"/><rect x="${x + 4}" y="290" width="23" height="8"/>`;
  }
  return (
    shadow(250) +
    `<rect x="72" y="80" width="256" height="258" rx="6" fill="#2b2b33"/>` +
    spines +
    `<g fill="#fff" opacity=".6">${bands}</g>` +
    fitText(200, 222, 220, 22, '#fff', l.brand)
  );
};

export const BOOKS_DRAWINGS = { book, bookSet };
