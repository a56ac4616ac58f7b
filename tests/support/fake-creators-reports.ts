import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * The Associates reports of the fake Creators API: listReports answers the stored files'
 * ReportMetadata, getReport a pre-signed URL on the fake itself, which serves the file
 * without a token, as S3 does, but only with its signature.
 */
export function fakeReportStore() {
  const files = new Map<string, { bytes: Buffer; lastModified: string }>();
  const signature = randomBytes(8).toString('hex');
  /** Operations asked ('listReports', 'getReport:<file>') and files downloaded ('download:<file>'), in order. */
  const log: string[] = [];

  return {
    log,
    /** Stores (or replaces) a report file; gzip: true stores it gzipped, as a download may come. */
    add(filename: string, content: string, options: { gzip?: boolean; lastModified?: string } = {}) {
      const bytes = options.gzip ? gzipSync(content) : Buffer.from(content);
      files.set(filename, { bytes, lastModified: options.lastModified ?? new Date().toISOString() });
    },
    remove(filename: string) {
      files.delete(filename);
    },
    /** ListReportsResponseContent. */
    list() {
      log.push('listReports');
      return {
        reports: [...files].map(([filename, f]) => ({
          filename,
          md5: createHash('md5').update(f.bytes).digest('hex'),
          size: f.bytes.length,
          lastModified: f.lastModified,
        })),
      };
    },
    /** GetReportResponseContent, or null for a file that is not listed. */
    urlFor(base: string, filename: string) {
      log.push(`getReport:${filename}`);
      if (!files.has(filename)) return null;
      return {
        url: `${base}/report-files/${encodeURIComponent(filename)}?X-Amz-Expires=300&X-Amz-Signature=${signature}`,
      };
    },
    /** Answers a GET of a pre-signed URL; false when the path is not one. */
    serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      const url = new URL(req.url ?? '/', 'http://x');
      if (!url.pathname.startsWith('/report-files/')) return false;
      const filename = decodeURIComponent(url.pathname.slice('/report-files/'.length));
      const file = files.get(filename);
      if (req.method !== 'GET' || url.searchParams.get('X-Amz-Signature') !== signature || !file) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<Error><Code>AccessDenied</Code></Error>');
        return true;
      }
      log.push(`download:${filename}`);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': file.bytes.length });
      res.end(file.bytes);
      return true;
    },
  };
}
