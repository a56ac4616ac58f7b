import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { formatUsd, formatDiscount } from '../../../lib/format';
import { CategoryOptions } from '../deals-manager/DealSelects';
import { $categories } from '../deals-manager/deals.store';
import { DealImage } from '../../../components/DealImage';
import { SocialCanvas } from './SocialCanvas';
import {
  $socialCandidates,
  $socialCaption,
  $socialCategory,
  $socialGenerating,
  $socialMessage,
  $socialQuery,
  $socialSelected,
  $socialSelectedIds,
  clearSocialSelection,
  copySocialCaption,
  generateSocialImage,
  setSocialCategory,
  setSocialQuery,
  toggleSocialDeal,
} from './social.store';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, SOCIAL_SELECTION_MAX } from './social-rules';

const PREVIEW_SCALE = 0.36;

/** Social Media Generator: pick deals, preview the post, download it as a PNG. */
export function SocialTab() {
  const candidates = useStore($socialCandidates);
  const category = useStore($socialCategory);
  const query = useStore($socialQuery);
  const selectedIds = useStore($socialSelectedIds);
  const selected = useStore($socialSelected);
  const message = useStore($socialMessage);
  const generating = useStore($socialGenerating);
  const categories = useStore($categories);
  const caption = useStore($socialCaption);
  const canvas = useRef<HTMLDivElement>(null);

  return (
    <section aria-labelledby="social-title" className="grid gap-4 lg:grid-cols-[1fr_auto]">
      <div className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-card">
        <div>
          <h2 id="social-title" className="text-lg font-bold">
            Social Media Generator
          </h2>
          <p className="text-sm text-muted">
            Approved deals with at least 10% off, largest discount first. Pick up to {SOCIAL_SELECTION_MAX}.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <label className="text-sm font-semibold">
            Category{' '}
            <select
              className="rounded-lg border border-brand-200 bg-white px-2 py-1.5 text-sm"
              value={category}
              onChange={(e) => setSocialCategory(e.target.value)}
            >
              <option value="">All categories</option>
              <CategoryOptions categories={categories} />
            </select>
          </label>
          <label className="min-w-48 flex-1">
            <span className="sr-only">Filter deals</span>
            <input
              type="search"
              className="input py-1.5"
              placeholder="Filter by text..."
              value={query}
              onChange={(e) => setSocialQuery(e.target.value)}
            />
          </label>
        </div>
        <p className="text-sm" aria-live="polite">
          {selectedIds.length} of {SOCIAL_SELECTION_MAX} selected · {candidates.length} listed
        </p>
        {message && (
          <p role="alert" className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
            {message}
          </p>
        )}
        <ul className="grid max-h-[640px] gap-2 overflow-y-auto pr-1 sm:grid-cols-2 xl:grid-cols-3">
          {candidates.map((d) => {
            const checked = selectedIds.includes(d._id);
            return (
              <li key={d._id}>
                <label
                  data-testid="social-deal"
                  className={`flex cursor-pointer items-center gap-2 rounded-xl p-2 text-sm ring-1 ${checked ? 'bg-brand-50 ring-brand-500' : 'ring-brand-100 hover:bg-brand-50/50'}`}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-700"
                    checked={checked}
                    onChange={() => toggleSocialDeal(d._id)}
                  />
                  <DealImage src={d.imageUrl} alt="" className="h-12 w-12 shrink-0 rounded" />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 font-medium">{d.title}</span>
                    <span className="text-xs text-muted">
                      {formatUsd(d.price)} · <b className="text-brand-800">{formatDiscount(d.discountPercentage)}</b>
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {candidates.length === 0 && <p className="py-6 text-center text-sm text-muted">No deals found</p>}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-card">
        <h3 className="font-bold">Preview</h3>
        <div
          className="overflow-hidden rounded-lg ring-1 ring-brand-100"
          style={{ width: SOCIAL_IMAGE_WIDTH * PREVIEW_SCALE, height: SOCIAL_IMAGE_HEIGHT * PREVIEW_SCALE }}
        >
          <div style={{ transform: `scale(${PREVIEW_SCALE})`, transformOrigin: 'top left' }}>
            <SocialCanvas frameRef={canvas} deals={selected} />
          </div>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-primary flex-1"
            disabled={generating}
            onClick={() => void generateSocialImage(canvas.current)}
          >
            {generating ? 'Generating...' : 'Generate Image'}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={clearSocialSelection}
            disabled={selectedIds.length === 0}
          >
            Clear
          </button>
        </div>
        <p className="text-xs text-muted">
          {SOCIAL_IMAGE_WIDTH}×{SOCIAL_IMAGE_HEIGHT} PNG
        </p>
        {caption && (
          <>
            <label htmlFor="social-caption" className="text-sm font-semibold">
              Caption
            </label>
            <textarea id="social-caption" readOnly rows={6} value={caption} className="input text-xs" />
            <button type="button" className="btn-secondary" onClick={() => void copySocialCaption()}>
              Copy caption
            </button>
          </>
        )}
      </div>
    </section>
  );
}
