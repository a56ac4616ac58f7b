import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorText, onCleanup, sleep, stopChild, trackChild, withTimeout } from './lifecycle';
import { fetchRaw } from './http-load';
import { SERVER_ARGS, serverEnv } from '../server-args.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_PATH = '/usr/sbin/nginx';

/** The first of this harness's four loopback ports: 4406 unless BENCH_PORT moves them (another run nearby). */
const PORT_BASE = Number(process.env.BENCH_PORT) || 4406;

/** Loopback ports of this harness (engineer F's range). */
export const PORTS = { ours: PORT_BASE, nginx: PORT_BASE + 1, node: PORT_BASE + 2, chromium: PORT_BASE + 3 } as const;

export const BENCH_ADMIN_KEY = 'bench-admin-key-for-loopback-only';

export interface Running {
  url: string;
  child: ChildProcess;
  /** The last lines the process printed, for error messages. */
  output(): string;
  /** SIGTERM (a graceful stop), SIGKILL after graceMs. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; killed: boolean }>;
}

/** Throws when something already listens on the port (another run, another engineer). */
export async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} on 127.0.0.1 is already in use; stop whatever runs there first`);
}

function spawnTracked(command: string, args: string[], env: NodeJS.ProcessEnv): Running & { exited: Promise<void> } {
  const child = trackChild(spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }));
  // On errors and Ctrl+C: a graceful stop first (a killed nginx master leaves its workers running).
  onCleanup(async () => {
    await stopChild(child, 'SIGTERM', 10_000);
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { url: '', child, exited, output: () => tail.trim(), stop: (graceMs) => stopChild(child, 'SIGTERM', graceMs) };
}

/** Polls url until it answers with any HTTP status; fails early when the process exits. */
async function waitForHttp(proc: ReturnType<typeof spawnTracked>, url: string, timeoutMs: number, what: string) {
  let exited = false;
  void proc.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${what} exited during start-up (code ${proc.child.exitCode}):\n${proc.output()}`);
    try {
      return await fetchRaw(url, {}, 2_000);
    } catch {
      await sleep(250);
    }
  }
  await proc.stop();
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s:\n${proc.output()}`);
}

export interface OurServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Seed the demo catalog when the database is empty (the product default). */
  seedDemo: boolean;
  /** Run the scheduled jobs (the push round among them); off unless a section measures a job. */
  scheduler?: boolean;
  /** More environment for the server (PUSH_ALLOWED_ORIGINS...). */
  env?: Record<string, string>;
}

/** Our product as a child process, started as npm start starts it (SERVER_ARGS), quiet logging, no scheduler unless asked. */
export async function startOurServer(options: OurServerOptions): Promise<Running> {
  await assertPortFree(options.port);
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = serverEnv({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ADMIN_KEY: BENCH_ADMIN_KEY,
    SITE_URL: url,
    RUN_SCHEDULER: String(options.scheduler ?? false),
    // Request logging at info would dominate the measurement.
    LOG_LEVEL: 'warn',
    STATIC_DIR: 'dist/client',
    SEED_DEMO: String(options.seedDemo),
    ...options.env,
  });
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const proc = spawnTracked(process.execPath, SERVER_ARGS, env);
  await waitForHttp(proc, `${url}/api/products/categories`, 180_000, 'our server');
  // Of several processes the first serves alone for a moment; the primary says when all do.
  const deadline = Date.now() + 120_000;
  while (Number(env.WEB_CONCURRENCY ?? 1) > 1 && !proc.output().includes(' processes)')) {
    if (Date.now() > deadline) throw new Error(`our server's processes did not all start:\n${proc.output()}`);
    await sleep(250);
  }
  return { ...proc, url };
}

/** Signs in as admin through POST /api/auth/login; returns the Cookie header, or why it failed. */
export async function signIn(baseUrl: string): Promise<{ cookie: string } | { error: string }> {
  try {
    const res = await fetchRaw(
      `${baseUrl}/api/auth/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: BENCH_ADMIN_KEY }),
      },
      60_000,
    );
    const cookies = res.setCookies.map((c) => c.split(';')[0]).filter((c) => !c.endsWith('='));
    if (res.status !== 200 || cookies.length === 0) return { error: `sign-in answered ${res.status}` };
    return { cookie: cookies.join('; ') };
  } catch (err) {
    return { error: `sign-in failed: ${errorText(err)}` };
  }
}

/** Why nginx cannot run here, or null when it can. */
export function nginxMissing(): string | null {
  return fs.existsSync(NGINX_PATH)
    ? null
    : `nginx is not installed (${NGINX_PATH} missing): apt-get install nginx (the Debian package) to get the nginx baseline`;
}

/** A file nginx serves with our content type and further headers (the security set, Cache-Control). */
export interface NginxRoute {
  path: string;
  contentType: string;
  headers: Record<string, string>;
}

/** A string in nginx's configuration syntax; null when it holds what nginx would read as a variable. */
const nginxString = (value: string) => (value.includes('$') ? null : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`);

/** One exact location per route: its content type and every header, as our server sent them. */
export function nginxLocations(routes: NginxRoute[]): string {
  return routes
    .map((route) => {
      const lines = [`default_type ${nginxString(route.contentType) ?? '"application/octet-stream"'};`];
      for (const [name, value] of Object.entries(route.headers)) {
        const quoted = nginxString(value);
        if (quoted && /^[\w-]+$/.test(name)) lines.push(`add_header ${name} ${quoted};`);
      }
      return `    location = ${route.path} {\n${lines.map((l) => `      ${l}`).join('\n')}\n      try_files $uri =404;\n    }`;
    })
    .join('\n');
}

/**
 * nginx serving the files under root (with .gz twins through gzip_static) from a temp config;
 * each route gets our content type and headers.
 */
export async function startNginx(dir: string, root: string, port: number, routes: NginxRoute[] = []): Promise<Running> {
  await assertPortFree(port);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, 'temp', sub), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const runAsRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    conf,
    `${runAsRoot ? 'user root;\n' : ''}worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  default_type application/json;
  gzip_static on;
  gzip_vary on;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${nginxLocations(routes)}
    location / { try_files $uri =404; }
  }
}
`,
  );
  const proc = spawnTracked(NGINX_PATH, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], process.env);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(proc, `${url}/`, 20_000, 'nginx');
  return { ...proc, url };
}

/** The bare node:http baseline: one process answering every route with a prebuilt buffer. */
export async function startNodeBaseline(manifestFile: string, port: number): Promise<Running> {
  await assertPortFree(port);
  const script = path.join(REPO_ROOT, 'scripts/bench/baseline-server.ts');
  const proc = spawnTracked(process.execPath, ['--import', 'tsx', script, manifestFile, String(port)], process.env);
  const url = `http://127.0.0.1:${port}`;
  await withTimeout(waitForHttp(proc, `${url}/`, 30_000, 'node:http baseline'), 35_000, 'node:http baseline start');
  return { ...proc, url };
}

/**
 * Runs scripts/bench/<script> (tsx) in a process of its own, as the server runs (NODE_ENV
 * production), and answers the one JSON line it printed last on stdout.
 */
export async function runJsonScript<T>(script: string, args: string[], limitMs: number): Promise<T> {
  const child = trackChild(
    spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/bench', script), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const code = await withTimeout(exited, limitMs, `${script} ${args[0] ?? ''}`.trim());
    const line = out.trim().split('\n').pop() ?? '';
    if (code !== 0 || !line.startsWith('{')) throw new Error(`${script} exited with ${code}: ${err.trim()}`);
    return JSON.parse(line) as T;
  } finally {
    await stopChild(child, 'SIGKILL', 1000);
  }
}
