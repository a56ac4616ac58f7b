import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from './http-load';
import { cleanUpAll } from './lifecycle';
import { loadGenerator, parseWrkOutput, wrkScript } from './wrk';

describe('wrkScript', () => {
  it('sets the request and quotes every value as a Lua string', () => {
    const script = wrkScript({
      method: 'POST',
      headers: { 'accept-encoding': 'gzip', 'x-q': 'say "hi"\\' },
      body: '{"a":1}\n',
    });
    expect(script).toContain('wrk.method = "POST"');
    expect(script).toContain('wrk.body = "{\\"a\\":1}\\n"');
    expect(script).toContain('wrk.headers["x-q"] = "say \\"hi\\"\\\\"');
    expect(script).not.toMatch(/function response/);
  });
});

describe('parseWrkOutput', () => {
  it("reads the summary line done() prints among wrk's own output", () => {
    const summary = parseWrkOutput(
      'Running 2s test @ http://x\n  1 threads and 50 connections\nWRK_SUMMARY {"requests":10,"durationUs":2000000,"bytes":100,"errors":{"connect":0,"read":0,"write":0,"status":2,"timeout":0},"latencyUs":{"p50":900,"p99":4000,"mean":1000.5,"max":5000},"cpuSec":0.4}\n',
    );
    expect(summary.requests).toBe(10);
    expect(summary.errors.status).toBe(2);
    expect(summary.latencyUs.p99).toBe(4000);
    expect(() => parseWrkOutput('wrk: invalid URL')).toThrow(/no summary/);
  });
});

describe.skipIf(loadGenerator() !== 'wrk')('a load run with wrk', () => {
  let server: http.Server;
  let url: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (seen.length < 5) seen.push(String(req.headers['accept-encoding']));
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await cleanUpAll();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends our headers, counts answers and latency, and counts answers of 400 and above apart', async () => {
    const ok = await runLoad({
      url: `${url}/`,
      connections: 4,
      durationSec: 1,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(ok.generator).toBe('wrk');
    expect(ok.ok).toBeGreaterThan(0);
    expect(ok.non2xx).toBe(0);
    expect(ok.latencyMs.p99).toBeGreaterThan(0);
    expect(seen[0]).toBe('gzip');
    const missing = await runLoad({ url: `${url}/missing`, connections: 4, durationSec: 1 });
    expect(missing.ok).toBe(0);
    expect(missing.statusCodes['>=400']).toBe(missing.sent);
  });
});
