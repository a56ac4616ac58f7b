import { useStore } from '@nanostores/react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { $keywordDraft, $searchForm, commitKeywords, removeKeyword, setKeywordDraft } from './retailer-search.store';

/** Keyword chips: added on Enter, comma or paste; removable one by one. */
export function KeywordChips({ inputId, describedBy }: { inputId: string; describedBy?: string }) {
  const keywords = useStore($searchForm).keywords;
  const draft = useStore($keywordDraft);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commitKeywords(draft);
    } else if (event.key === 'Backspace' && draft === '' && keywords.length > 0) {
      removeKeyword(keywords[keywords.length - 1]);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    commitKeywords(`${draft},${event.clipboardData.getData('text')}`);
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-white px-3 py-2 focus-within:border-brand-700">
      {keywords.map((k) => (
        <span
          key={k}
          className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900"
          data-testid="keyword-chip"
        >
          {k}
          <button
            type="button"
            onClick={() => removeKeyword(k)}
            className="font-bold text-brand-800 hover:text-brand-900"
            aria-label={`Remove keyword ${k}`}
          >
            ×
          </button>
        </span>
      ))}
      <input
        id={inputId}
        className="min-w-40 flex-1 border-0 bg-transparent py-1 text-ink outline-none placeholder:text-muted"
        placeholder={keywords.length ? 'Add another keyword' : 'Type a keyword and press Enter'}
        value={draft}
        aria-describedby={describedBy}
        onChange={(e) => setKeywordDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => draft.trim() && commitKeywords(draft)}
      />
    </div>
  );
}
