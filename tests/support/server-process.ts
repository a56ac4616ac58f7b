import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A real server process (`src/server/index.ts`), for tests of what only a whole process shows. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once it has ended. */
  exited: Promise<number | string>;
}

/**
 * A port free now, below Linux's ephemeral range (32768 and up): a server process binds it seconds
 * later, and in between an outgoing connection of another test could take an ephemeral port.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(port)) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A test server's environment on this port: loopback, no scheduler, no demo seed, quiet logs. */
export function quietServerEnv(port: number): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    RUN_SCHEDULER: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_KEY: 'test-admin-key',
  };
}

/** Starts the server with the environment given (no scheduler, no seed, no site by default). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...quietServerEnv(port), STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (b: Buffer) => (text += b.toString()));
  child.stderr.on('data', (b: Buffer) => (text += b.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Waits until the server answers, or fails with what it printed. */
export async function whenServing(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const res = await fetch(`${server.url}/api/products/categories`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}
