import type { DemoProduct, DemoVisual } from './demo-catalog';

interface Look {
  background: string;
  accent: string;
  ink: string;
  /** Stroke-only icon drawn in a 120 x 120 box. */
  icon: string;
}

const LOOKS: Record<DemoVisual | 'placeholder', Look> = {
  kitchen: {
    background: '#FFF1E6',
    accent: '#E07A3F',
    ink: '#7A3E16',
    icon: '<path d="M20 50h80v40a14 14 0 0 1-14 14H34a14 14 0 0 1-14-14zM8 58h12M100 58h12M30 40h60M52 28h16"/>',
  },
  baby: {
    background: '#EAF4FF',
    accent: '#4A90D9',
    ink: '#1F4E7A',
    icon: '<path d="M48 8h24v14H48zM42 22h36l6 16v66a8 8 0 0 1-8 8H44a8 8 0 0 1-8-8V38zM38 60h14M38 78h14"/>',
  },
  toddler: {
    background: '#FFF8DB',
    accent: '#D99A00',
    ink: '#6B5200',
    icon: '<rect x="14" y="62" width="42" height="42" rx="6"/><rect x="64" y="62" width="42" height="42" rx="6"/><rect x="39" y="14" width="42" height="42" rx="6"/>',
  },
  fashion: {
    background: '#FCE8F1',
    accent: '#D4508A',
    ink: '#7A1F4A',
    icon: '<path d="M42 14 12 30l12 22 12-6v60h48V46l12 6 12-22-30-16c-4 10-10 14-18 14s-14-4-18-14z"/>',
  },
  toys: {
    background: '#EAF8EE',
    accent: '#3FA463',
    ink: '#1D5A33',
    icon: '<circle cx="30" cy="32" r="13"/><circle cx="90" cy="32" r="13"/><circle cx="60" cy="68" r="36"/><path d="M50 84q10 9 20 0M48 60v2M72 60v2"/>',
  },
  beauty: {
    background: '#F5EAFB',
    accent: '#A35BC9',
    ink: '#56276E',
    icon: '<path d="M42 60h36v48H42zM48 60V32l24-16v44M34 108h52"/>',
  },
  pantry: {
    background: '#FDF3E3',
    accent: '#C98A2B',
    ink: '#6B4512',
    icon: '<path d="M36 14h48v14H36zM30 28h60v70a14 14 0 0 1-14 14H44a14 14 0 0 1-14-14zM44 58h32v24H44z"/>',
  },
  men: {
    background: '#E9EEF5',
    accent: '#4B6584',
    ink: '#24344A',
    icon: '<circle cx="60" cy="60" r="30"/><path d="M60 44v16l11 8M46 33l4-23h20l4 23M46 87l4 23h20l4-23"/>',
  },
  books: {
    background: '#EEF0FB',
    accent: '#5B63C9',
    ink: '#2B2F6E',
    icon: '<path d="M60 30c-14-10-32-12-48-8v76c16-4 34-2 48 8 14-10 32-12 48-8V22c-16-4-34-2-48 8zm0 0v76"/>',
  },
  deals: {
    background: '#FFECEC',
    accent: '#E04848',
    ink: '#7A1F1F',
    icon: '<path d="M14 58V18a4 4 0 0 1 4-4h40l50 50-44 44z"/><circle cx="36" cy="36" r="8"/>',
  },
  essentials: {
    background: '#E8F7F7',
    accent: '#2A9D9D',
    ink: '#145252',
    icon: '<path d="M40 50h36l6 14v42a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6V64zM46 50V30h24v20M70 34h20l8 8M52 82h16"/>',
  },
  placeholder: {
    background: '#F1F1F1',
    accent: '#A0A0A0',
    ink: '#606060',
    icon: '<rect x="14" y="22" width="92" height="76" rx="8"/><circle cx="42" cy="48" r="9"/><path d="m18 92 30-28 20 18 14-12 22 20"/>',
  },
};

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** Splits a name into at most two lines of about `width` characters, breaking at spaces. */
export function wrapName(name: string, width = 26): string[] {
  const lines: string[] = [''];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    const joined = lines[last] ? `${lines[last]} ${word}` : word;
    if (joined.length <= width || !lines[last]) lines[last] = joined;
    else if (lines.length < 2) lines.push(word);
    else {
      // More than two lines' worth: clip() below ends the second line with an ellipsis.
      lines[last] = joined;
      break;
    }
  }
  return lines.map((line) => clip(line, width));
}

/**
 * A product illustration (< 2 KB): a soft background in the category's colour, a simple
 * vector icon, the brand and a short product name. No product: a neutral placeholder.
 */
export function renderProductSvg(product: DemoProduct | null): string {
  const look = LOOKS[product?.visual ?? 'placeholder'];
  const brand = escapeXml(clip((product?.brand ?? 'Image unavailable').toUpperCase(), 24));
  const lines = product ? wrapName(product.name).map(escapeXml) : [];
  const label = product ? escapeXml(clip(`${product.brand} ${product.name}`, 80)) : 'Image unavailable';
  const nameLines = lines
    .map((line, i) => `<tspan x="200" dy="${i === 0 ? 32 : 24}" font-size="18">${line}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${label}">` +
    `<rect width="400" height="400" fill="${look.background}"/>` +
    `<circle cx="200" cy="160" r="112" fill="#fff" fill-opacity=".7"/>` +
    `<g transform="translate(140 100)" fill="none" stroke="${look.accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${look.icon}</g>` +
    `<text x="200" y="${lines.length > 1 ? 312 : 322}" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" fill="${look.ink}">` +
    `<tspan font-size="21" font-weight="700" letter-spacing="1">${brand}</tspan>${nameLines}</text></svg>`
  );
}
