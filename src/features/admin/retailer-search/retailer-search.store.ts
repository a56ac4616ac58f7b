import { atom, map } from 'nanostores';
import { loadDeals } from '../deals-manager/deals.store';
import { loadManualUploads } from '../manual-uploads/manual.store';
import { openTab } from '../shell/panel.store';
import { reportError } from '../shell/report';
import { showToast } from '../../../stores/toast.store';
import { fetchRetailerProducts } from './api';
import { addKeywords } from './keywords';
import {
  buildSearchRequest,
  DEFAULT_SEARCH_FORM,
  resultMessage,
  validateSearchForm,
  type SearchForm,
} from './search-request';

/** The Add Retailer Products form: idle, searching, then 'Request Submitted' until the keywords change. */
const SWITCH_TO_MANUAL_MS = 1500;
const FETCH_FAILED = 'Failed to fetch products. Please try again.';

export type SearchPhase = 'idle' | 'searching' | 'submitted';
export const $searchForm = map<SearchForm>({ ...DEFAULT_SEARCH_FORM });
export const $keywordDraft = atom('');
export const $searchPhase = atom<SearchPhase>('idle');
export const $searchError = atom<string | null>(null);
/** The last search's answer ('Found 3 products: 0 new, 3 already listed, 0 refused'), shown in the tab. */
export const $searchResult = atom<string | null>(null);

function setKeywords(keywords: string[]) {
  if (keywords.join('\u0000') === $searchForm.get().keywords.join('\u0000')) return;
  $searchForm.setKey('keywords', keywords);
  $searchError.set(null);
  if ($searchPhase.get() === 'submitted') $searchPhase.set('idle');
}

/** Adds the keywords of typed or pasted text (Enter, comma, paste) and clears the draft. */
export function commitKeywords(text: string): void {
  setKeywords(addKeywords($searchForm.get().keywords, text));
  $keywordDraft.set('');
}

export const setKeywordDraft = (text: string) => $keywordDraft.set(text);
export const removeKeyword = (keyword: string) => setKeywords($searchForm.get().keywords.filter((k) => k !== keyword));

export function setSearchField<K extends Exclude<keyof SearchForm, 'keywords'>>(key: K, value: SearchForm[K]): void {
  $searchForm.set({ ...$searchForm.get(), [key]: value });
  $searchError.set(null);
}

export async function submitSearch(): Promise<void> {
  if ($searchPhase.get() !== 'idle') return;
  // A keyword still in the box counts: the operator typed it.
  if ($keywordDraft.get().trim()) commitKeywords($keywordDraft.get());
  const form = $searchForm.get();
  const problem = validateSearchForm(form);
  if (problem) {
    $searchError.set(problem);
    return;
  }
  $searchError.set(null);
  $searchResult.set(null);
  $searchPhase.set('searching');
  try {
    const { data, message } = await fetchRetailerProducts(buildSearchRequest(form));
    if (!data) {
      $searchPhase.set('idle');
      showToast(message ?? FETCH_FAILED, 'error');
      return;
    }
    $searchPhase.set('submitted');
    const text = resultMessage(message, data.count);
    $searchResult.set(text);
    showToast(text);
    if (data.count > 0) void loadDeals();
    // New products arrive as manual uploads; deals already listed stay where they are.
    if ((data.created ?? data.count) > 0) {
      void loadManualUploads();
      setTimeout(() => openTab('manual'), SWITCH_TO_MANUAL_MS);
    }
  } catch (err) {
    $searchPhase.set('idle');
    reportError(err, FETCH_FAILED);
  }
}
