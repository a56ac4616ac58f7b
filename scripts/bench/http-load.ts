import http from 'node:http';
import autocannon, { type Request } from 'autocannon';
import { errorText, withTimeout } from './lifecycle';
import { treeCpuSeconds } from './process-cpu';
import { loadGenerator, runWrk } from './wrk';

/** Headers of a browser-like read: gzip accepted, as the issue asks. */
export const READ_HEADERS = { 'accept-encoding': 'gzip', accept: 'application/json' };

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  setCookies: string[];
  /** The bytes on the wire (still compressed when the server compressed them). */
  body: Buffer;
}

/** One request with node:http, keeping the raw body bytes (fetch would decompress them). */
export function fetchRaw(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  timeoutMs = 10_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          setCookies: res.headers['set-cookie'] ?? [],
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSec: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: Request[];
  /** The server under load, to report the CPU it used (with its child processes). */
  serverPid?: number;
}

export interface LoadResult {
  /** What generated the load: wrk (one thread) or autocannon (in this process). */
  generator: 'wrk' | 'autocannon';
  url: string;
  connections: number;
  durationSec: number;
  /** 2xx responses per second (with wrk: answers below 400; each run is preceded by a probe that must answer 2xx). */
  okPerSec: number;
  ok: number;
  sent: number;
  non2xx: number;
  /** Status code -> count, for every response (wrk tells only how many were 400 or above: '>=400'). */
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  bytesPerSec: number;
  /**
   * CPU used during the run, in % of one core: the server's (null when not known) and
   * the load generator's (wrk, or this process for autocannon). A load generator near 100% is the bottleneck.
   */
  cpuPercent: { server: number | null; loadGenerator: number };
}

/** Runs the load generator: wrk when installed and the run is one repeated request, autocannon otherwise. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  return loadGenerator() === 'wrk' && !options.requests ? runWithWrk(options) : runWithAutocannon(options);
}

/** The server's CPU seconds so far, and a function giving its CPU use since, in % of one core. */
function serverCpu(pid: number | undefined) {
  const startedAt = performance.now();
  const before = pid ? treeCpuSeconds(pid) : null;
  return () => {
    const now = pid ? treeCpuSeconds(pid) : null;
    const wallSec = (performance.now() - startedAt) / 1000;
    return before === null || now === null ? null : ((now - before) / wallSec) * 100;
  };
}

async function runWithWrk(options: LoadOptions): Promise<LoadResult> {
  const server = serverCpu(options.serverPid);
  const startedAt = performance.now();
  const w = await runWrk({
    url: options.url,
    connections: options.connections,
    durationSec: options.durationSec,
    method: options.method ?? 'GET',
    headers: options.headers ?? READ_HEADERS,
    body: options.body,
  });
  const wallSec = (performance.now() - startedAt) / 1000;
  const seconds = w.durationUs / 1e6 || options.durationSec;
  const errors = w.errors.connect + w.errors.read + w.errors.write + w.errors.timeout;
  const ok = w.requests - w.errors.status;
  const ms = (us: number) => us / 1000;
  return {
    generator: 'wrk',
    url: options.url,
    connections: options.connections,
    durationSec: seconds,
    okPerSec: ok / seconds,
    ok,
    sent: w.requests,
    non2xx: w.errors.status,
    statusCodes: w.errors.status ? { '>=400': w.errors.status } : {},
    errors,
    timeouts: w.errors.timeout,
    latencyMs: {
      p50: ms(w.latencyUs.p50),
      p99: ms(w.latencyUs.p99),
      mean: ms(w.latencyUs.mean),
      max: ms(w.latencyUs.max),
    },
    bytesPerSec: w.bytes / seconds,
    cpuPercent: { server: server(), loadGenerator: (w.cpuSec / wallSec) * 100 },
  };
}

/** autocannon in this process (keep-alive, pipelining 1); bounded in time. */
async function runWithAutocannon(options: LoadOptions): Promise<LoadResult> {
  const started = { wall: performance.now(), own: process.cpuUsage() };
  const server = serverCpu(options.serverPid);
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSec,
    timeout: 10,
    method: options.method ?? 'GET',
    headers: options.headers ?? READ_HEADERS,
    body: options.body,
    requests: options.requests,
  });
  const limitMs = (options.durationSec + 30) * 1000;
  let result;
  try {
    result = await withTimeout(Promise.resolve(instance), limitMs, `load run on ${options.url}`);
  } catch (err) {
    instance.stop();
    throw err;
  }
  const wallSec = (performance.now() - started.wall) / 1000;
  const own = process.cpuUsage(started.own);
  const cpuPercent = { server: server(), loadGenerator: ((own.user + own.system) / 1e6 / wallSec) * 100 };
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  const seconds = result.duration || options.durationSec;
  return {
    generator: 'autocannon',
    url: options.url,
    connections: options.connections,
    durationSec: seconds,
    okPerSec: result['2xx'] / seconds,
    ok: result['2xx'],
    sent: result.requests.sent,
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.mean, max: result.latency.max },
    bytesPerSec: result.throughput.mean,
    cpuPercent,
  };
}

/** A short unrecorded run so the JIT and caches are warm before measuring. */
export async function warmUp(options: Omit<LoadOptions, 'durationSec'>): Promise<void> {
  await runLoad({ ...options, durationSec: 1 });
}

/** What is wrong with a run, or null when every answer was a 2xx and nothing failed. */
export function loadProblem(r: LoadResult): string | null {
  const bad = Object.entries(r.statusCodes).filter(([code]) => !code.startsWith('2'));
  const parts: string[] = [];
  if (r.ok === 0) parts.push('no successful answer');
  if (bad.length) parts.push(bad.map(([code, n]) => `${n}x ${code}`).join(', '));
  if (r.errors) parts.push(`${r.errors} errors (${r.timeouts} timeouts)`);
  return parts.length ? parts.join('; ') : null;
}

export interface Measured {
  load: LoadResult | null;
  /** Why the figures are missing or not to be trusted. */
  problem: string | null;
}

/** Checks the endpoint answers 200, warms it up, then measures it. Never throws. */
export async function measure(options: LoadOptions): Promise<Measured> {
  try {
    // The probe also waits out what the previous run left in flight on the server.
    const probe = await fetchRaw(
      options.url,
      { method: options.method, headers: options.headers ?? READ_HEADERS, body: options.body },
      60_000,
    );
    if (probe.status < 200 || probe.status > 299)
      return { load: null, problem: `answered ${probe.status} (not built yet?)` };
    await warmUp(options);
    const load = await runLoad(options);
    return { load, problem: loadProblem(load) };
  } catch (err) {
    return { load: null, problem: errorText(err) };
  }
}
