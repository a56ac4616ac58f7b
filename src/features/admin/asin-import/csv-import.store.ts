import { atom } from 'nanostores';
import type { CsvImportResult } from '../../../schemas/csv-import';
import { loadDeals } from '../deals-manager/deals.store';
import { messageOf } from '../shell/report';
import { noteAuthFailure } from '../shell/session.store';
import { importCsv } from './api';
import { type ImportJobState, trackImportJob } from './import-job';

/**
 * The CSV import: paste or pick a file of asin,category,productType rows, 'Dry run' shows what
 * each row would do (nothing written), 'Import' applies it once a dry run of this text is shown.
 */
export type CsvPhase = 'idle' | 'checking' | 'importing';
const CSV_FAILED = 'Failed to import products. Please try again.';
/** Files larger than this are refused before they are read (the server takes 200,000 characters). */
const MAX_FILE_BYTES = 1024 * 1024;

export const $csvText = atom('');
export const $csvPhase = atom<CsvPhase>('idle');
export const $csvError = atom<string | null>(null);
/** The last answer (dry run or import) and its message; `text` is the CSV it was given. */
export const $csvResult = atom<{ text: string; result: CsvImportResult; message: string } | null>(null);
export const $csvJob = atom<ImportJobState | null>(null);

export function setCsvText(text: string): void {
  $csvText.set(text);
  $csvError.set(null);
}

/** Reads a picked file into the field. */
export async function pickCsvFile(file: File): Promise<void> {
  if (file.size > MAX_FILE_BYTES) {
    $csvError.set(`${file.name} is larger than 1 MB: a CSV import takes at most 1,000 rows.`);
    return;
  }
  try {
    setCsvText(await file.text());
  } catch {
    $csvError.set(`${file.name} could not be read.`);
  }
}

/** Import is offered once a dry run of the text in the field has found something to do. */
export function canImport(text: string, last: typeof $csvResult.value): boolean {
  if (!last?.result.dryRun || last.text !== text) return false;
  return last.result.counts.new + last.result.counts.change > 0;
}

async function send(dryRun: boolean): Promise<void> {
  if ($csvPhase.get() !== 'idle') return;
  const text = $csvText.get();
  $csvError.set(null);
  $csvPhase.set(dryRun ? 'checking' : 'importing');
  try {
    const { data, message } = await importCsv(text, dryRun);
    if (!data) {
      $csvError.set(message ?? 'Invalid response from server');
      return;
    }
    $csvResult.set({ text, result: data, message: message ?? '' });
    if (dryRun) return;
    $csvJob.set(null);
    if (data.jobRunId !== null) void trackImportJob(data.jobRunId, (state) => $csvJob.set(state));
    else void loadDeals();
  } catch (err) {
    noteAuthFailure(err);
    $csvError.set(messageOf(err, CSV_FAILED));
  } finally {
    $csvPhase.set('idle');
  }
}

export const dryRunCsv = () => send(true);
export const applyCsv = () => send(false);
