import { toPng } from 'html-to-image';
import { atom, computed } from 'nanostores';
import { showToast } from '../../../stores/toast.store';
import { $deals } from '../deals-manager/deals.store';
import {
  IMAGE_ERROR,
  NONE_SELECTED,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  socialCandidates,
  socialCaption,
  socialFileName,
  toggleSelection,
} from './social-rules';

/** Social Media Generator: pick up to 6 deals, render a 1080x1350 PNG and download it. */
export const $socialCategory = atom('');
export const $socialQuery = atom('');
export const $socialSelectedIds = atom<string[]>([]);
export const $socialMessage = atom<string | null>(null);
export const $socialGenerating = atom(false);

export const $socialCandidates = computed([$deals, $socialCategory, $socialQuery], socialCandidates);

/** Selected deals in selection order, with their latest data. */
export const $socialSelected = computed([$deals, $socialSelectedIds], (deals, ids) => {
  const byId = new Map(deals.map((d) => [d._id, d]));
  return ids.map((id) => byId.get(id)).filter((d) => d !== undefined);
});

/** The caption to post with the image: links to the selected deals' pages on this site. */
export const $socialCaption = computed($socialSelected, (deals) =>
  deals.length ? socialCaption(deals, location.origin) : '',
);

export const setSocialCategory = (category: string) => $socialCategory.set(category);
export const setSocialQuery = (query: string) => $socialQuery.set(query);

export function toggleSocialDeal(id: string): void {
  const { selected, error } = toggleSelection($socialSelectedIds.get(), id);
  $socialSelectedIds.set(selected);
  $socialMessage.set(error);
}

export function clearSocialSelection(): void {
  $socialSelectedIds.set([]);
  $socialMessage.set(null);
}

/** A light grey square for product images the browser may not copy (another site without CORS). */
const PLACEHOLDER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#f6e9ed"/></svg>',
  );

/** Renders the given node (the 1080x1350 canvas) to a PNG and downloads it. */
export async function generateSocialImage(node: HTMLElement | null): Promise<void> {
  if ($socialSelected.get().length === 0) {
    $socialMessage.set(NONE_SELECTED);
    return;
  }
  if (!node || $socialGenerating.get()) return;
  $socialGenerating.set(true);
  $socialMessage.set(null);
  try {
    const dataUrl = await toPng(node, {
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      canvasWidth: SOCIAL_IMAGE_WIDTH,
      canvasHeight: SOCIAL_IMAGE_HEIGHT,
      pixelRatio: 1,
      skipFonts: true,
      imagePlaceholder: PLACEHOLDER,
    });
    const link = document.createElement('a');
    link.href = dataUrl;
    link.download = socialFileName(new Date());
    link.click();
  } catch (err) {
    console.warn('social image failed', err);
    $socialMessage.set(IMAGE_ERROR);
  } finally {
    $socialGenerating.set(false);
  }
}

export async function copySocialCaption(): Promise<void> {
  try {
    await navigator.clipboard.writeText($socialCaption.get());
    showToast('Caption copied');
  } catch {
    showToast('Could not copy the caption. Select it and copy it instead.', 'error');
  }
}
