import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Bytes a first visit downloads for one page, gzip (zlib default level). */
export interface PageWeight {
  route: string;
  html: { raw: number; gzip: number };
  css: { files: string[]; raw: number; gzip: number };
  js: { files: string[]; raw: number; gzip: number };
  /** Referenced files that are not in the build (or live on another host). */
  missing: string[];
  /** What the service worker adds (gzip); null when the page does not register one. */
  serviceWorker: ServiceWorkerWeight | null;
}

export interface ServiceWorkerWeight {
  /** The page script that registers the worker, with its static imports (shared chunks counted too). */
  registration: { files: string[]; gzip: number };
  /** The worker and what it loads (Workbox's runtime, importScripts), fetched once when the page is idle. */
  worker: { files: string[]; gzip: number };
}

const gzipSize = (buf: Buffer) => zlib.gzipSync(buf).length;

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];

/** Stylesheets, and the scripts and island modules (with their renderers) the page loads. */
export function pageAssets(html: string): { css: string[]; js: string[] } {
  const css: string[] = [];
  const js: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel') ?? '';
    const href = attr(tag, 'href');
    if (!href) continue;
    if (/\bstylesheet\b/i.test(rel)) css.push(href);
    if (/\bmodulepreload\b/i.test(rel)) js.push(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) js.push(src);
  }
  for (const [, url] of html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)\s*=\s*["']([^"']+)["']/gi))
    js.push(url);
  return { css: [...new Set(css)], js: [...new Set(js)] };
}

/** Static imports of an ES module (import/export ... from "x", import "x"); dynamic import() is left out. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\b(?:from|import)\s*["']([^"'\s]+\.m?js)["']/g)) found.add(m[1]);
  return [...found];
}

/** A site URL (/_astro/x.js) or a module specifier relative to the importing file, as a file of the build. */
function resolveFile(distDir: string, url: string, fromFile?: string): string | null {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  const clean = url.split(/[?#]/)[0];
  if (clean.startsWith('/')) return path.join(distDir, clean);
  return fromFile ? path.resolve(path.dirname(fromFile), clean) : path.join(distDir, clean);
}

/**
 * Sizes of a page as the server sent it (its HTML), its CSS and the closure of its JS over static
 * imports, read from the build's files (distDir) that the server serves.
 */
export function measurePageWeight(distDir: string, route: string, htmlBuf: Buffer): PageWeight {
  const assets = pageAssets(htmlBuf.toString('utf8'));
  const missing: string[] = [];
  const sum = (files: string[]) => {
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const buf = fs.readFileSync(f);
      raw += buf.length;
      gzip += gzipSize(buf);
    }
    return { files: files.map((f) => path.relative(distDir, f)), raw, gzip };
  };
  const existing = (urls: string[], from?: string) =>
    urls.flatMap((u) => {
      const file = resolveFile(distDir, u, from);
      if (file && fs.existsSync(file)) return [file];
      missing.push(u);
      return [];
    });

  const closure = (entries: string[]) => {
    const files = new Set<string>();
    const queue = [...entries];
    while (queue.length) {
      const file = queue.pop() as string;
      if (files.has(file)) continue;
      files.add(file);
      queue.push(...existing(staticImports(fs.readFileSync(file, 'utf8')), file));
    }
    return [...files];
  };
  const scripts = existing(assets.js);
  const jsFiles = closure(scripts);
  const registering = scripts
    .map((script) => closure([script]))
    .find((files) => files.some((f) => fs.readFileSync(f, 'utf8').includes('serviceWorker.register(')));
  return {
    route,
    html: { raw: htmlBuf.length, gzip: gzipSize(htmlBuf) },
    css: sum(existing(assets.css)),
    js: sum(jsFiles),
    missing: [...new Set(missing)],
    serviceWorker: registering ? { registration: sum(registering), worker: sum(workerFiles(distDir)) } : null,
  };
}

/** sw.js and the files it loads: the Workbox runtime it defines itself with, and its importScripts. */
function workerFiles(distDir: string): string[] {
  const sw = path.join(distDir, 'sw.js');
  if (!fs.existsSync(sw)) return [];
  const code = fs.readFileSync(sw, 'utf8');
  const loaded = [
    ...[...code.matchAll(/define\(\["\.\/([\w.-]+)"\]/g)].map((m) => `${m[1]}.js`),
    ...[...code.matchAll(/importScripts\("\/?([\w./-]+\.js)"\)/g)].map((m) => m[1]),
  ];
  return [sw, ...loaded.map((f) => path.join(distDir, f)).filter((f) => fs.existsSync(f))];
}
