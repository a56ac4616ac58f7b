import type { SSRManifest } from 'astro';
import { App } from 'astro/app';

/**
 * The server entry the build bundles as dist/server/entry.mjs (src/build/hono-adapter.ts): the
 * app of the build's manifest, rendering whole pages (not streamed), for our server to call.
 */
export function createExports(manifest: SSRManifest): { app: App } {
  return { app: new App(manifest, false) };
}
