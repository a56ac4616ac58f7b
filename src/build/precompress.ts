import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A static host's own configuration (Netlify's): never served, so never compressed. */
const HOST_FILES = new Set(['_headers', '_redirects']);

/** The twins a file gets, by the suffix Hono's serveStatic looks for (`precompressed: true`). */
const TWINS: Record<string, (body: Buffer) => Promise<Buffer>> = {
  '.gz': (body) => gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  '.br': (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
};

/** Is this built file one a browser gets compressed (text, JSON, SVG...), by the type it is served with? */
function isCompressible(relative: string): boolean {
  if (HOST_FILES.has(relative) || /\.(gz|br)$/.test(relative)) return false;
  const type = getMimeType(relative);
  return type !== undefined && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
}

/**
 * Writes `file.gz` and `file.br` (gzip and brotli at their highest levels) beside each
 * compressible file under dir, each only when smaller than the file. Returns how many it wrote.
 */
export async function precompressDir(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter(isCompressible);
  const written = await Promise.all(
    files.map(async (relative) => {
      const file = path.join(dir, relative);
      const body = await fs.readFile(file);
      const twins = await Promise.all(
        Object.entries(TWINS).map(async ([suffix, compress]) => {
          const packed = await compress(body);
          if (packed.byteLength >= body.byteLength) return 0;
          await fs.writeFile(file + suffix, packed);
          return 1;
        }),
      );
      return twins.reduce<number>((a, b) => a + b, 0);
    }),
  );
  return written.reduce((a, b) => a + b, 0);
}

/**
 * Astro integration: once the build is done, writes the gzip and brotli twins of the static
 * folder (dist/client), which the server sends as they are (src/server/http/static-files.ts).
 */
export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const count = await precompressDir(fileURLToPath(dir));
        logger.info(`wrote ${count} gzip and brotli files`);
      },
    },
  };
}
