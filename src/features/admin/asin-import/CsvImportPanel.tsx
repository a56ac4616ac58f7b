import { useStore } from '@nanostores/react';
import { useId, type ChangeEvent } from 'react';
import { MAX_CSV_ROWS } from '../../../schemas/csv-import';
import {
  $csvError,
  $csvJob,
  $csvPhase,
  $csvResult,
  $csvText,
  applyCsv,
  canImport,
  dryRunCsv,
  pickCsvFile,
  setCsvText,
} from './csv-import.store';
import { csvRowText } from './csv-rows';
import { ImportJobStatus } from './ImportJobStatus';
import { formatCount } from '../../../lib/format';

const ACTION_TONE = {
  new: 'text-leaf-700',
  change: 'text-ink',
  unchanged: 'text-muted',
  refused: 'text-brand-800',
} as const;

/** Import from CSV: rows of asin,category,productType, a dry run first, then the import. */
export function CsvImportPanel() {
  const id = useId();
  const text = useStore($csvText);
  const phase = useStore($csvPhase);
  const error = useStore($csvError);
  const last = useStore($csvResult);
  const job = useStore($csvJob);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void pickCsvFile(file);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto flex w-full max-w-3xl flex-col gap-3 rounded-2xl bg-white p-5 shadow-card"
      data-testid="csv-panel"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Import from CSV
        </h2>
        <p className="text-sm text-muted">
          One row per product: asin,category,productType (a header row is optional), at most {formatCount(MAX_CSV_ROWS)}{' '}
          rows. A dry run shows what each row would do before anything is written.
        </p>
      </div>
      <label className="text-sm font-semibold">
        CSV file
        <input type="file" accept=".csv,text/csv,text/plain" className="mt-1 block text-sm" onChange={pick} />
      </label>
      <label htmlFor={`${id}-rows`} className="text-sm font-semibold">
        CSV rows
      </label>
      <textarea
        id={`${id}-rows`}
        rows={6}
        className="input font-mono text-sm"
        placeholder={'asin,category,productType\nB0EXAMPLE1,baby,curated'}
        value={text}
        onChange={(e) => setCsvText(e.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm font-medium break-words text-brand-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={phase !== 'idle' || text.trim() === ''}
          onClick={() => void dryRunCsv()}
        >
          {phase === 'checking' ? 'Checking...' : 'Dry run'}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={phase !== 'idle' || !canImport(text, last)}
          onClick={() => void applyCsv()}
        >
          {phase === 'importing' ? 'Importing...' : 'Import'}
        </button>
      </div>
      {last && (
        <p role="status" className="text-sm font-semibold" data-testid="csv-message">
          {last.message}
        </p>
      )}
      <ImportJobStatus job={job} testId="csv-job" />
      {last && last.result.rows.length > 0 && (
        <div className="max-h-96 overflow-auto rounded-xl ring-1 ring-brand-100">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{last.result.dryRun ? 'Dry run, row by row' : 'Import, row by row'}</caption>
            <thead className="sticky top-0 bg-cream">
              <tr>
                <th className="px-2 py-1">Line</th>
                <th className="px-2 py-1">ASIN</th>
                <th className="px-2 py-1">Category</th>
                <th className="px-2 py-1">Type</th>
                <th className="px-2 py-1">What happens</th>
              </tr>
            </thead>
            <tbody>
              {last.result.rows.map((row) => (
                <tr key={row.line} className="border-t border-brand-50" data-testid="csv-row" data-action={row.action}>
                  <td className="px-2 py-1 text-muted">{row.line}</td>
                  <td className="px-2 py-1 font-mono">{row.asin}</td>
                  <td className="px-2 py-1">{row.category}</td>
                  <td className="px-2 py-1">{row.productType}</td>
                  <td className={`px-2 py-1 ${ACTION_TONE[row.action]}`}>{csvRowText(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
