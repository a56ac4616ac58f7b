import type { SSRManifest } from 'astro';
import { App } from 'astro/app';

/** The first answer of `load`, kept: a built module's import() always gives the same module. */
function kept<T>(load: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: load() }).value;
}

/**
 * The build's manifest with each module import kept once made. Astro imports the page's module
 * and the actions module again on every render, and our server runs under tsx, whose loader
 * hooks answer every import() from another thread, a module loaded long ago too: two round trips
 * of about a millisecond per page (docs/decisions/0005-deal-pages-rendered-on-demand.md).
 */
function withKeptImports(manifest: SSRManifest): SSRManifest {
  const pageMap = manifest.pageMap && new Map([...manifest.pageMap].map(([page, load]) => [page, kept(load)]));
  return { ...manifest, pageMap, ...(manifest.actions && { actions: kept(manifest.actions) }) };
}

/**
 * The server entry the build bundles as dist/server/entry.mjs (src/build/hono-adapter.ts): the
 * app of the build's manifest, rendering whole pages (not streamed), for our server to call.
 */
export function createExports(manifest: SSRManifest): { app: App } {
  return { app: new App(withKeptImports(manifest), false) };
}
