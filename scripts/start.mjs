// npm start: builds the site when its build (dist/client, dist/server) is missing or older than the
// sources, then serves everything.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ARGS, serverEnv } from './server-args.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

// The static pages and the renderer of the pages the server renders on demand (home, categories, deals, welcome).
const stamps = ['dist/client/terms/index.html', 'dist/server/entry.mjs'];
const siteSources = [
  'src/pages',
  'src/layouts',
  'src/components',
  'src/features',
  'src/config',
  'src/lib',
  'src/rules',
  'src/schemas',
  'src/styles',
  'public',
].filter((d) => fs.existsSync(d));
const sourcesTime = Math.max(fs.statSync('astro.config.mjs').mtimeMs, ...siteSources.map(newestMtime));
if (stamps.some((stamp) => !fs.existsSync(stamp) || fs.statSync(stamp).mtimeMs < sourcesTime)) {
  console.log('Building the site...');
  execSync('npx astro build', { stdio: 'inherit' });
}

// The server runs in its own process; this wrapper answers for it to whoever supervises `npm start`:
// every signal a supervisor or terminal sends is passed on, a server ended by a signal makes the wrapper
// exit 128 + that signal's number (as a shell reports it), and the server never outlives the wrapper.
const forwarded = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2'];
const child = spawn(process.execPath, SERVER_ARGS, {
  env: serverEnv(process.env),
  // The IPC channel closes when this wrapper dies in any way (even kill -9): the server then stops.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of forwarded) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 128 + os.constants.signals[signal] : (code ?? 1)));
