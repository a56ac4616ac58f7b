import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Our Astro adapter: the build writes the site to dist/client and, to dist/server/entry.mjs, an
 * Astro `App` over the build's manifest (src/build/hono-entry.ts). Our Hono server renders the
 * on-demand pages with it, from a web Request to a web Response (src/server/http/astro-pages.ts):
 * no Node request objects and no process-wide listeners, which a Node adapter's handler brings.
 */
export function honoAdapter(): AstroIntegration {
  return {
    name: 'hono-adapter',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'hono-adapter',
          serverEntrypoint: fileURLToPath(new URL('./hono-entry.ts', import.meta.url)),
          exports: ['app'],
          adapterFeatures: { buildOutput: 'server', edgeMiddleware: false },
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'unsupported',
          },
        });
      },
    },
  };
}
