import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BaselineRoute } from './baseline-server';
import { createDataset } from './datasets';
import { findDealPage, measureFirstRenders, type FirstRenders } from './deal-pages';
import { fetchRaw, measure, READ_HEADERS, type Measured, type RawResponse } from './http-load';
import { errorText, tempDir } from './lifecycle';
import { nginxMissing, PORTS, startNginx, startNodeBaseline, startOurServer, type Running } from './servers';

/** The public reads the home and welcome pages make on every visit. */
export const HOT_READS = [
  '/api/products/all?page=1&limit=500',
  '/api/products/trending',
  '/api/products/statistics',
  '/api/products/super-deal',
];

export const READS_DEALS = 1000;

export interface ReadRow {
  path: string;
  /** Body size as our server sends it (wire) and uncompressed. */
  bytes: { wire: number; plain: number; encoding: string } | null;
  ours: Measured;
  nginx: Measured | null;
  node: Measured | null;
  /** Did each baseline send exactly our bytes? */
  sameBytes: { nginx: boolean | null; node: boolean | null };
}

export interface ReadsResult {
  deals: number;
  /** A deal page's first renders (response cache misses); its cached reads are a row below. */
  firstRenders?: FirstRenders | null;
  connections: number;
  durationSec: number;
  nginxWorkers: number | null;
  rows: ReadRow[];
  notes: string[];
}

const decoded = (raw: RawResponse) =>
  raw.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw.body) : raw.body;

/** Hot reads (and a deal page) against our server and two baselines serving the very same bytes, in one run. */
export async function runReads(config: { connections: number; durationSec: number }): Promise<ReadsResult> {
  const result: ReadsResult = { deals: READS_DEALS, ...config, nginxWorkers: null, rows: [], notes: [] };
  const dataset = await createDataset('pglite', READS_DEALS);
  const running: Running[] = [];
  try {
    const ours = await startOurServer({ port: PORTS.ours, dataDir: dataset.dataDir, seedDemo: false });
    running.push(ours);
    const dealPage = await findDealPage(ours.url);
    const reads = dealPage ? [...HOT_READS, dealPage] : HOT_READS;
    if (dealPage) result.firstRenders = await measureFirstRenders(ours.url, dealPage);
    else result.notes.push('no public deal: the deal page was not measured');

    // Record what our server answers; the baselines will serve exactly these bytes.
    const work = tempDir('reads').dir;
    const www = path.join(work, 'www');
    fs.mkdirSync(www);
    const manifest: BaselineRoute[] = [];
    const recorded = new Map<string, { raw: RawResponse; baselinePath: string }>();
    for (const [i, readPath] of reads.entries()) {
      const raw = await fetchRaw(`${ours.url}${readPath}`, { headers: READ_HEADERS });
      if (raw.status !== 200) continue;
      const baselinePath = `/r${i}.json`;
      const plainFile = path.join(www, baselinePath);
      fs.writeFileSync(plainFile, decoded(raw));
      const gzipFile = raw.headers['content-encoding'] === 'gzip' ? `${plainFile}.gz` : undefined;
      if (gzipFile) fs.writeFileSync(gzipFile, raw.body);
      manifest.push({
        path: baselinePath,
        contentType: raw.headers['content-type'] ?? 'application/json',
        plainFile,
        gzipFile,
      });
      recorded.set(readPath, { raw, baselinePath });
    }
    const manifestFile = path.join(work, 'manifest.json');
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));

    const noNginx = nginxMissing();
    let nginx: Running | null = null;
    if (noNginx) result.notes.push(noNginx);
    else if (manifest.length) {
      try {
        nginx = await startNginx(path.join(work, 'nginx'), www, PORTS.nginx);
        running.push(nginx);
        result.nginxWorkers = os.availableParallelism();
      } catch (err) {
        result.notes.push(`nginx did not start: ${errorText(err)}`);
      }
    }
    let node: Running | null = null;
    if (manifest.length) {
      try {
        node = await startNodeBaseline(manifestFile, PORTS.node);
        running.push(node);
      } catch (err) {
        result.notes.push(`node:http baseline did not start: ${errorText(err)}`);
      }
    }

    for (const readPath of reads) {
      const rec = recorded.get(readPath);
      const load = { connections: config.connections, durationSec: config.durationSec, headers: READ_HEADERS };
      const row: ReadRow = {
        path: readPath,
        bytes: null,
        ours: { load: null, problem: null },
        nginx: null,
        node: null,
        sameBytes: { nginx: null, node: null },
      };
      result.rows.push(row);
      if (!rec) {
        const status = (await fetchRaw(`${ours.url}${readPath}`, { headers: READ_HEADERS })).status;
        row.ours = { load: null, problem: `answered ${status} (not built yet?)` };
        continue;
      }
      row.bytes = {
        wire: rec.raw.body.length,
        plain: decoded(rec.raw).length,
        encoding: rec.raw.headers['content-encoding'] ?? 'identity',
      };
      const same = async (base: Running) =>
        (await fetchRaw(`${base.url}${rec.baselinePath}`, { headers: READ_HEADERS })).body.equals(rec.raw.body);
      row.ours = await measure({ ...load, url: `${ours.url}${readPath}`, serverPid: ours.child.pid });
      if (nginx) {
        row.sameBytes.nginx = await same(nginx);
        row.nginx = await measure({ ...load, url: `${nginx.url}${rec.baselinePath}`, serverPid: nginx.child.pid });
      }
      if (node) {
        row.sameBytes.node = await same(node);
        row.node = await measure({ ...load, url: `${node.url}${rec.baselinePath}`, serverPid: node.child.pid });
      }
    }
    return result;
  } finally {
    for (const r of running.reverse()) await r.stop();
    await dataset.remove();
  }
}
