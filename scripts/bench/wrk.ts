import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stopChild, tempDir, trackChild, withTimeout } from './lifecycle';

export const WRK_PATH = '/usr/bin/wrk';

/** Which load generator drives the load runs: wrk when installed (BENCH_LOAD_GENERATOR=autocannon forces autocannon). */
export function loadGenerator(): 'wrk' | 'autocannon' {
  if (process.env.BENCH_LOAD_GENERATOR === 'autocannon') return 'autocannon';
  return fs.existsSync(WRK_PATH) ? 'wrk' : 'autocannon';
}

/** "wrk 4.1.0", as the binary names itself. */
export function wrkVersion(): string {
  try {
    // wrk prints its version and usage, and exits 1, when it has no URL.
    execFileSync(WRK_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const out = String((err as { stdout?: string }).stdout ?? '');
    const match = /^wrk\s+(\S+)/m.exec(out);
    if (match) return `wrk ${match[1]}`;
  }
  return 'wrk';
}

/** What one wrk run reports, from the JSON line its done() prints. */
export interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  /** Latency in microseconds. */
  latencyUs: { p50: number; p99: number; mean: number; max: number };
  /** CPU seconds wrk used (os.clock() in its Lua state: the whole process). */
  cpuSec: number;
}

const MARKER = 'WRK_SUMMARY ';

const luaString = (s: string) =>
  `"${s
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')}"`;

/**
 * The Lua script of a run: the request (method, headers, body) and a done() that prints the
 * figures as one JSON line. No response() callback: with one, wrk would copy every body into Lua.
 */
export function wrkScript(request: { method: string; headers: Record<string, string>; body?: string }): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
    .join('\n');
  return `wrk.method = ${luaString(request.method)}
${request.body === undefined ? '' : `wrk.body = ${luaString(request.body)}`}
${headers}

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '${MARKER}{"requests":%d,"durationUs":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latencyUs":{"p50":%d,"p99":%d,"mean":%.1f,"max":%d},"cpuSec":%.3f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.mean, latency.max, os.clock()))
end
`;
}

/** The summary line in wrk's output. */
export function parseWrkOutput(output: string): WrkSummary {
  const line = output.split('\n').find((l) => l.startsWith(MARKER));
  if (!line) throw new Error(`wrk printed no summary:\n${output.trim().slice(-2000)}`);
  return JSON.parse(line.slice(MARKER.length)) as WrkSummary;
}

export interface WrkRun {
  url: string;
  connections: number;
  durationSec: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** One wrk run (one thread, keep-alive, 10 s timeout per request), bounded in time. */
export async function runWrk(run: WrkRun): Promise<WrkSummary> {
  const work = tempDir('wrk');
  try {
    const script = path.join(work.dir, 'request.lua');
    fs.writeFileSync(script, wrkScript(run));
    const args = ['-t1', `-c${run.connections}`, `-d${run.durationSec}s`, '--timeout', '10s', '-s', script, run.url];
    const child = trackChild(spawn(WRK_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const code = await withTimeout(
      new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c))),
      (run.durationSec + 30) * 1000,
      `wrk on ${run.url}`,
    ).catch(async (err: unknown) => {
      await stopChild(child, 'SIGKILL');
      throw err;
    });
    if (code !== 0) throw new Error(`wrk exited with code ${code}:\n${output.trim().slice(-2000)}`);
    return parseWrkOutput(output);
  } finally {
    await work.remove();
  }
}
