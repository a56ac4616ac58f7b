// The drawing kit: colours, shared gradients and the frame every product drawing sits in.
// Drawings work in a 400 x 400 box, standing on a floor at y = 340, lit from the upper left.

/** What a drawing needs to know about its product (text as written: text() escapes it). */
export interface Look {
  /** The product's colour and its shades. */
  main: string;
  dark: string;
  light: string;
  /** A contrasting colour for labels, lids and trims. */
  accent: string;
  /** Brand in capitals, short enough for a label. */
  brand: string;
  /** The product's short name (book titles, box fronts). */
  name: string;
  variant: string;
  /** A stable number per product, for small variations (pattern, count, pose). */
  seed: number;
}

export type Drawing = (look: Look) => string;

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);

/** `a` blended towards `b` by t (0..1), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const v = Math.round(channel(a, i) * (1 - t) + channel(b, i) * t);
    out += v.toString(16).padStart(2, '0');
  }
  return out;
}

/** Perceived brightness 0..255: picks dark or light ink on a colour. */
const brightness = (hex: string) => 0.299 * channel(hex, 0) + 0.587 * channel(hex, 1) + 0.114 * channel(hex, 2);
export const inkOn = (hex: string) => (brightness(hex) > 150 ? '#2b2b33' : '#ffffff');

const stops = (...colours: string[]) =>
  colours.map((c, i) => `<stop${i ? ` offset="${i / (colours.length - 1)}"` : ''} stop-color="${c}"/>`).join('');

/**
 * Gradients a drawing refers to as fill="url(#x)": a (the product colour as a lit cylinder),
 * b (the product colour lit from above), w (white plastic as a cylinder), m (brushed steel),
 * s (the floor shadow). Only those a drawing uses are written out.
 */
function gradients(look: Look): Record<string, string> {
  return {
    a: `<linearGradient id="a">${stops(look.dark, look.light, look.main, look.dark)}</linearGradient>`,
    b: `<linearGradient id="b" x2="0" y2="1">${stops(look.light, look.main, look.dark)}</linearGradient>`,
    w: `<linearGradient id="w">${stops('#cfd3da', '#ffffff', '#e6e8ec', '#b9bec7')}</linearGradient>`,
    m: `<linearGradient id="m">${stops('#8d939c', '#eef0f3', '#b4b9c1', '#6f757e')}</linearGradient>`,
    s: `<radialGradient id="s"><stop stop-opacity=".3"/><stop offset="1" stop-opacity="0"/></radialGradient>`,
  };
}

/** A soft shadow on the floor under an object `width` wide centred at x. */
export const shadow = (width: number, x = 200, y = 340) =>
  `<ellipse cx="${x}" cy="${y}" rx="${Math.round(width / 2 + 16)}" ry="${Math.round(10 + width / 30)}" fill="url(#s)"/>`;

/** A white gloss stripe: the highlight that makes a flat shape read as glossy. */
export const gloss = (x: number, y: number, w: number, h: number, opacity = 0.35) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2}" fill="#fff" opacity="${opacity}"/>`;

export const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** Centred text; the frame sets the font. */
export const text = (x: number, y: number, size: number, fill: string, value: string, weight = 700) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(value)}</text>`;

/** The full SVG: a light studio background, the drawing and its shared gradients. */
export function frame(look: Look, body: string, label: string): string {
  const defs = Object.entries(gradients(look))
    .filter(([id]) => body.includes(`url(#${id})`))
    .map(([, def]) => def)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${label}" font-family="Liberation Sans,Arial,sans-serif">` +
    `<defs>${defs}<radialGradient id="g" cy=".4" r=".7"><stop stop-color="#fff"/><stop offset="1" stop-color="#efebe8"/></radialGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/>${body}</svg>`
  );
}
