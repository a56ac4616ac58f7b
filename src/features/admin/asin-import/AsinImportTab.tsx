import { useStore } from '@nanostores/react';
import { useId, type FormEvent } from 'react';
import {
  $asinJob,
  $asinRemoved,
  $asinError,
  $asinParsed,
  $asinProcessing,
  $asinResult,
  $asinText,
  dismissAsinResult,
  normaliseAsinField,
  pasteAsinsFromClipboard,
  setAsinText,
  submitAsins,
} from './asin-import.store';
import { MAX_ASINS_PER_IMPORT } from '../../../rules/asins';
import { skippedLine } from './asins';
import { CsvImportPanel } from './CsvImportPanel';
import { ImportJobStatus } from './ImportJobStatus';

/** ASIN Upload: paste or type ASINs and import them in the background; or import a CSV file. */
export function AsinImportTab() {
  const id = useId();
  const text = useStore($asinText);
  const parsed = useStore($asinParsed);
  const processing = useStore($asinProcessing);
  const error = useStore($asinError);
  const result = useStore($asinResult);
  const job = useStore($asinJob);
  const skipped = skippedLine(useStore($asinRemoved));

  function submit(event: FormEvent) {
    event.preventDefault();
    void submitAsins();
  }

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby={`${id}-title`}
        className="mx-auto flex w-full max-w-3xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-card"
      >
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            Import Products by ASIN
          </h2>
          <p className="text-sm text-muted">
            Up to {MAX_ASINS_PER_IMPORT} ASINs (10 letters or digits), separated by commas, spaces or new lines. They
            arrive as manual uploads.
          </p>
        </div>
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <div className="flex items-end justify-between gap-3">
            <label htmlFor={`${id}-asins`} className="text-sm font-semibold">
              ASINs
            </label>
            <button
              type="button"
              className="btn-secondary px-3 py-1 text-sm"
              onClick={() => void pasteAsinsFromClipboard()}
            >
              Paste from clipboard
            </button>
          </div>
          <textarea
            id={`${id}-asins`}
            rows={8}
            className="input font-mono text-sm"
            placeholder={'B0EXAMPLE1, B0EXAMPLE2\nB0EXAMPLE3'}
            value={text}
            aria-describedby={`${id}-counter`}
            onChange={(e) => setAsinText(e.target.value)}
            onBlur={normaliseAsinField}
          />
          <p id={`${id}-counter`} className="text-sm" aria-live="polite" data-testid="asin-counter">
            <span className="font-semibold text-leaf-700">{parsed.valid.length} valid</span>
            {' · '}
            <span className={parsed.invalid.length ? 'font-semibold text-brand-800' : 'text-muted'}>
              {parsed.invalid.length} invalid
            </span>
          </p>
          {error && (
            <p role="alert" className="text-sm font-medium text-brand-800">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary self-start" disabled={processing}>
            {processing && (
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
            )}
            {processing ? 'Processing...' : 'Import Products'}
          </button>
          {/* Under the button: a line appearing above it on blur would move it from under the pointer. */}
          {skipped && (
            <p className="text-sm font-medium break-words text-brand-800" data-testid="asin-skipped">
              {skipped}
            </p>
          )}
        </form>
        {result && (
          <div
            role="status"
            className="rounded-xl bg-green-50 p-4 text-sm text-leaf-700 ring-1 ring-green-200"
            data-testid="asin-success"
          >
            <p className="font-bold">{result.message}</p>
            <ul className="mt-1 space-y-0.5">
              <li>ASINs to process: {result.asinsToProcess}</li>
              <li>Invalid ASINs skipped: {result.invalidAsinsSkipped}</li>
              <li>Estimated time: about {result.estimatedTimeSeconds} seconds</li>
            </ul>
            <button type="button" className="mt-2 font-semibold underline" onClick={dismissAsinResult}>
              Dismiss
            </button>
          </div>
        )}
        <ImportJobStatus job={job} testId="asin-job" />
      </section>
      <CsvImportPanel />
    </div>
  );
}
