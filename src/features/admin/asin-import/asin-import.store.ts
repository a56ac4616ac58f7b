import { atom, computed } from 'nanostores';
import { noteAuthFailure } from '../shell/session.store';
import { messageOf } from '../shell/report';
import type { AsinImportResponse } from '../../../schemas/retailer';
import { importByAsins } from './api';
import { asinImportProblem, parseAsins } from '../../../rules/asins';
import { CLIPBOARD_ERROR, normaliseAsinText } from './asins';
import { type ImportJobState, trackImportJob } from './import-job';

/**
 * The ASIN tab: idle, processing, success panel; the input clears 3 s after success. The import runs
 * as a background job: the tab follows it and shows its counts when it has ended.
 */
const CLEAR_AFTER_MS = 3000;
const INVALID_RESPONSE = 'Invalid response from server';
const IMPORT_FAILED = 'Failed to import products. Please try again.';

export const $asinText = atom('');
export const $asinParsed = computed($asinText, parseAsins);
export const $asinProcessing = atom(false);
export const $asinError = atom<string | null>(null);
export const $asinResult = atom<AsinImportResponse | null>(null);
export const $asinJob = atom<ImportJobState | null>(null);
/**
 * Invalid entries the last blur took out of the current text: listed under the field so a typo can
 * be corrected, and counted by the success panel.
 */
export const $asinRemoved = atom<string[]>([]);

let clearTimer: ReturnType<typeof setTimeout> | undefined;

export function setAsinText(text: string): void {
  clearTimeout(clearTimer);
  $asinText.set(text);
  $asinError.set(null);
  $asinRemoved.set([]);
}

/** On blur the field keeps only the valid ASINs. */
export function normaliseAsinField(): void {
  if ($asinText.get().trim() === '') return;
  $asinRemoved.set([...new Set([...$asinRemoved.get(), ...$asinParsed.get().invalid])]);
  $asinText.set(normaliseAsinText($asinText.get()));
}

export async function pasteAsinsFromClipboard(): Promise<void> {
  try {
    const text = await navigator.clipboard.readText();
    const current = $asinText.get().trim();
    setAsinText(current ? `${current}\n${text}` : text);
  } catch {
    $asinError.set(CLIPBOARD_ERROR);
  }
}

export async function submitAsins(): Promise<void> {
  if ($asinProcessing.get()) return;
  const parsed = $asinParsed.get();
  const problem = asinImportProblem(parsed);
  if (problem) {
    $asinError.set(problem);
    return;
  }
  $asinError.set(null);
  $asinResult.set(null);
  $asinJob.set(null);
  $asinProcessing.set(true);
  try {
    const result = await importByAsins(parsed.valid);
    if (!result) {
      $asinError.set(INVALID_RESPONSE);
      return;
    }
    const skipped = new Set([...$asinRemoved.get(), ...parsed.invalid]).size;
    $asinResult.set({ ...result, invalidAsinsSkipped: result.invalidAsinsSkipped + skipped });
    $asinRemoved.set([]);
    clearTimer = setTimeout(() => $asinText.set(''), CLEAR_AFTER_MS);
    void trackImportJob(result.jobRunId, (state) => $asinJob.set(state));
  } catch (err) {
    noteAuthFailure(err);
    $asinError.set(messageOf(err, IMPORT_FAILED));
  } finally {
    $asinProcessing.set(false);
  }
}

export const dismissAsinResult = () => $asinResult.set(null);
