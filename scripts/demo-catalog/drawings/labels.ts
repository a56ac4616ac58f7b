// Printed labels on packaging: the brand sized to fit, a product name wrapped onto lines.
import { text, type Look } from './kit';

/** Liberation Sans Bold is about 0.72 em wide a capital and 0.58 em a lower-case letter. */
const CAPITAL_EM = 0.72;
const MIXED_EM = 0.58;

const clip = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`);

/** Bold text at the largest size up to `max` that fits `width` (at least 8). */
export function fitText(x: number, y: number, width: number, max: number, fill: string, value: string): string {
  const em = value === value.toUpperCase() ? CAPITAL_EM : MIXED_EM;
  const size = Math.max(8, Math.min(max, Math.floor(width / (value.length * em))));
  return text(x, y, size, fill, value);
}

/** Splits a name into at most `maxLines` lines of about `width` characters, breaking at spaces. */
export function wrapName(name: string, width = 26, maxLines = 2): string[] {
  const lines: string[] = [''];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    const joined = lines[last] ? `${lines[last]} ${word}` : word;
    if (joined.length <= width || !lines[last]) lines[last] = joined;
    else if (lines.length < maxLines) lines.push(word);
    else {
      // More than fits: clip() below ends the last line with an ellipsis.
      lines[last] = joined;
      break;
    }
  }
  return lines.map((line) => clip(line, width));
}

/** A name in `size` px type, wrapped to `width` px on up to two lines starting at baseline y. */
export function nameLines(x: number, y: number, width: number, size: number, fill: string, name: string): string {
  const perLine = Math.max(6, Math.floor(width / (size * MIXED_EM)));
  return wrapName(name, perLine)
    .map((line, i) => text(x, y + i * size * 1.2, size, fill, line, 600))
    .join('');
}

/**
 * A white label at (x, y), w x h, with the brand in the product's dark colour near the top,
 * an accent bar and two grey lines of small print under it.
 */
export function label(x: number, y: number, w: number, h: number, l: Look): string {
  const cx = x + w / 2;
  const line = (dy: number, lw: number) =>
    `<rect x="${cx - lw / 2}" y="${y + dy}" width="${lw}" height="5" rx="2" fill="#c9ccd2"/>`;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#fff" opacity=".94"/>` +
    fitText(cx, y + h * 0.36, w - 12, 22, l.dark, l.brand) +
    `<rect x="${x + 10}" y="${y + Math.round(h * 0.48)}" width="${w - 20}" height="${Math.round(h * 0.14)}" rx="3" fill="${l.accent}"/>` +
    line(Math.round(h * 0.72), w * 0.7) +
    line(Math.round(h * 0.84), w * 0.5)
  );
}
