// How npm start and the bench start the server process: the same node arguments and environment for both.

/**
 * V8 leaves garbage in its old generation until the heap reaches a limit that scales with its cap
 * (by default a quarter of the machine's memory, up to 4 GB): on the push fan-out (100,000
 * devices, PGlite) the heap grew to ~130 MB, two thirds garbage, before its first full collection.
 * A 512 MB cap (the server's whole memory budget, bench/README.md) makes V8 collect at about
 * 1.4x the live heap instead of up to 4x. The live heap stays far below it (40-60 MB there).
 * V8 also sizes the young generation from that cap (4 MB semi-spaces under 512 MB), which made the
 * same fan-out take 40% longer; its default 16 MB semi-space is kept.
 */
const HEAP_CAP_MB = 512;
const SEMI_SPACE_MB = 16;

/** `node` arguments that run src/server/index.ts. */
export const SERVER_ARGS = [
  `--max-old-space-size=${HEAP_CAP_MB}`,
  `--max-semi-space-size=${SEMI_SPACE_MB}`,
  '--import',
  'tsx',
  'src/server/index.ts',
];

/**
 * glibc gives threads other than the main one arenas of their own (up to 8 per core), and memory
 * freed there stays resident: 17-63 MB of the server's RSS at rest, depending on how V8's
 * background compiling of PGlite went. With two arenas shared by all threads the push fan-out
 * peaked at 466-480 MB in 7 runs of 8 (505-569 MB with glibc's default); one arena cost cached
 * reads about 6% (decision 30). A value the environment already has wins; other C libraries
 * ignore the variable.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
