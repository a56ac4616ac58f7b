import type { AssociatesReportSource, ReportListing } from './associates-report';
import { RetailerError } from './retailer-errors';

/** The most a report file may weigh: a year of days is a few tens of KB. */
const MAX_REPORT_BYTES = 5 * 1024 * 1024;

interface CreatorsCalls {
  /** The client's one request path: token, spacing, retries and error mapping. */
  call: (path: string, body?: unknown) => Promise<Record<string, unknown> | null>;
  fetch: typeof fetch;
  timeoutMs: () => number;
}

const isListing = (value: unknown): value is ReportListing => {
  const r = value as Partial<ReportListing> | null;
  return (
    typeof r?.filename === 'string' &&
    typeof r.md5 === 'string' &&
    typeof r.size === 'number' &&
    typeof r.lastModified === 'string'
  );
};

/**
 * POST /reports/v1/listReports (no body) answers { reports: [ReportMetadata] }; POST
 * /reports/v1/getReport { filename } answers { url }, a pre-signed download link that takes no
 * token. Listings missing a field the SDK requires are left out.
 */
export function creatorsReports(api: CreatorsCalls): AssociatesReportSource {
  return {
    async listReports() {
      const reply = await api.call('/reports/v1/listReports');
      if (!reply) return [];
      const { reports } = reply;
      if (!Array.isArray(reports)) throw new RetailerError('unavailable', 'listReports sent no report list');
      return reports.filter(isListing);
    },
    async fetchReport(filename) {
      const reply = await api.call('/reports/v1/getReport', { filename });
      const url = reply?.url;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw new RetailerError('unavailable', `getReport sent no download URL for ${filename}`);
      let res: Response;
      try {
        res = await api.fetch(url, { signal: AbortSignal.timeout(api.timeoutMs()) });
      } catch {
        throw new RetailerError('unavailable', `the report ${filename} could not be downloaded`);
      }
      if (!res.ok) throw new RetailerError('unavailable', `the report download answered ${res.status}`);
      if (Number(res.headers.get('content-length') ?? 0) > MAX_REPORT_BYTES)
        throw new RetailerError('unavailable', `the report ${filename} is larger than 5 MB`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.length > MAX_REPORT_BYTES)
        throw new RetailerError('unavailable', `the report ${filename} is larger than 5 MB`);
      return bytes;
    },
  };
}
