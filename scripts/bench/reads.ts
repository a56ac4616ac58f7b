import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BaselineRoute } from './baseline-server';
import { createDataset, postgresProblem, type Driver } from './datasets';
import { findDealPage, measureFirstRenders, type FirstRenders } from './deal-pages';
import { fetchRaw, measure, READ_HEADERS, type Measured, type RawResponse } from './http-load';
import { measureProductChecks, type ProductChecks } from './product-checks';
import { errorText, tempDir } from './lifecycle';
import {
  nginxMissing,
  PORTS,
  startNginx,
  startNodeBaseline,
  startOurServer,
  type NginxRoute,
  type Running,
} from './servers';
import { differingHeaders, findCategoryPage, headersToCopy, PAGE_HEADERS } from './site-pages';

/** The public reads the home and welcome pages make on every visit. */
export const HOT_READS = [
  '/api/products/all?page=1&limit=500',
  '/api/products/trending',
  '/api/products/statistics',
  '/api/products/super-deal',
];

/** The site's pages as our server sends them (a category page is added from the server's categories). */
export const SITE_PAGES = ['/', '/welcome'];

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
  /** Headers of ours (security set, Cache-Control) a baseline lacked or sent otherwise. */
  otherHeaders?: { nginx: string[]; node: string[] };
}

export interface ReadsResult {
  deals: number;
  /** A deal page's first renders (response cache misses); its cached reads are a row below. */
  firstRenders?: FirstRenders | null;
  /** "Check any Amazon link" for the same deal's ASIN. */
  productChecks?: ProductChecks | null;
  connections: number;
  durationSec: number;
  nginxWorkers: number | null;
  /** How our server ran: on PostgreSQL with as many processes as nginx has workers, else PGlite's one. */
  server?: { driver: Driver; processes: number };
  rows: ReadRow[];
  notes: string[];
}

const decoded = (raw: RawResponse) =>
  raw.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw.body) : raw.body;

/**
 * Hot reads, the site's pages and a deal page against our server and two baselines serving the
 * very same bytes with the same headers, in one run.
 */
export async function runReads(config: { connections: number; durationSec: number }): Promise<ReadsResult> {
  const result: ReadsResult = { deals: READS_DEALS, ...config, nginxWorkers: null, rows: [], notes: [] };
  // One process on PGlite by default, comparable from run to run. BENCH_READS_POSTGRES=1 runs it as a
  // multi-core host would: PostgreSQL, one process per core (as nginx's `worker_processes auto`).
  const asked = process.env.BENCH_READS_POSTGRES === '1';
  const noPostgres = asked ? await postgresProblem() : null;
  if (noPostgres) result.notes.push(`${noPostgres}: our server ran on PGlite, in one process`);
  const onPostgres = asked && !noPostgres;
  const server = {
    driver: onPostgres ? 'postgres' : 'pglite',
    processes: onPostgres ? os.availableParallelism() : 1,
  } as const;
  result.server = server;
  const dataset = await createDataset(server.driver, READS_DEALS);
  const running: Running[] = [];
  try {
    // Behind a proxy, as in production: the checks' limit is per X-Forwarded-For client.
    const ours = await startOurServer({
      port: PORTS.ours,
      dataDir: dataset.dataDir,
      databaseUrl: dataset.databaseUrl,
      seedDemo: false,
      env: { TRUST_PROXY: '1', WEB_CONCURRENCY: String(server.processes) },
    });
    running.push(ours);
    const dealPage = await findDealPage(ours.url);
    const categoryPage = await findCategoryPage(ours.url);
    const pages = [...SITE_PAGES, ...(categoryPage ? [categoryPage] : []), ...(dealPage ? [dealPage] : [])];
    const reads = [...HOT_READS, ...pages];
    const headersOf = (readPath: string) => (pages.includes(readPath) ? PAGE_HEADERS : READ_HEADERS);
    if (dealPage) result.firstRenders = await measureFirstRenders(ours.url, dealPage);
    if (dealPage) result.productChecks = await measureProductChecks(ours.url, dealPage);
    else result.notes.push('no public deal: the deal page was not measured');
    if (!categoryPage) result.notes.push('no category: no category page was measured');

    // Record what our server answers; the baselines will serve exactly these bytes.
    const work = tempDir('reads').dir;
    const www = path.join(work, 'www');
    fs.mkdirSync(www);
    const manifest: BaselineRoute[] = [];
    const nginxRoutes: NginxRoute[] = [];
    const recorded = new Map<string, { raw: RawResponse; baselinePath: string; headers: Record<string, string> }>();
    for (const [i, readPath] of reads.entries()) {
      const raw = await fetchRaw(`${ours.url}${readPath}`, { headers: headersOf(readPath) });
      if (raw.status !== 200) continue;
      // No extension: the content type is ours, not one nginx would pick by name.
      const baselinePath = `/r${i}`;
      const plainFile = path.join(www, baselinePath);
      fs.writeFileSync(plainFile, decoded(raw));
      const gzipFile = raw.headers['content-encoding'] === 'gzip' ? `${plainFile}.gz` : undefined;
      if (gzipFile) fs.writeFileSync(gzipFile, raw.body);
      const contentType = raw.headers['content-type'] ?? 'application/octet-stream';
      const headers = headersToCopy(raw.headers);
      manifest.push({ path: baselinePath, contentType, plainFile, gzipFile, headers });
      nginxRoutes.push({ path: baselinePath, contentType, headers });
      recorded.set(readPath, { raw, baselinePath, headers });
    }
    const manifestFile = path.join(work, 'manifest.json');
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));

    const noNginx = nginxMissing();
    let nginx: Running | null = null;
    if (noNginx) result.notes.push(noNginx);
    else if (manifest.length) {
      try {
        nginx = await startNginx(path.join(work, 'nginx'), www, PORTS.nginx, nginxRoutes);
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
      const headers = headersOf(readPath);
      const load = { connections: config.connections, durationSec: config.durationSec, headers };
      const row: ReadRow = {
        path: readPath,
        bytes: null,
        ours: { load: null, problem: null },
        nginx: null,
        node: null,
        sameBytes: { nginx: null, node: null },
        otherHeaders: { nginx: [], node: [] },
      };
      result.rows.push(row);
      if (!rec) {
        const status = (await fetchRaw(`${ours.url}${readPath}`, { headers })).status;
        row.ours = { load: null, problem: `answered ${status} (not built yet?)` };
        continue;
      }
      row.bytes = {
        wire: rec.raw.body.length,
        plain: decoded(rec.raw).length,
        encoding: rec.raw.headers['content-encoding'] ?? 'identity',
      };
      const compare = async (base: Running, name: 'nginx' | 'node') => {
        const answer = await fetchRaw(`${base.url}${rec.baselinePath}`, { headers });
        row.sameBytes[name] = answer.body.equals(rec.raw.body);
        if (row.otherHeaders) row.otherHeaders[name] = differingHeaders(rec.headers, answer.headers);
      };
      row.ours = await measure({ ...load, url: `${ours.url}${readPath}`, serverPid: ours.child.pid });
      if (nginx) {
        await compare(nginx, 'nginx');
        row.nginx = await measure({ ...load, url: `${nginx.url}${rec.baselinePath}`, serverPid: nginx.child.pid });
      }
      if (node) {
        await compare(node, 'node');
        row.node = await measure({ ...load, url: `${node.url}${rec.baselinePath}`, serverPid: node.child.pid });
      }
    }
    return result;
  } finally {
    for (const r of running.reverse()) await r.stop();
    await dataset.remove();
  }
}
