import { trackDealClick, type ClickContext } from '../../lib/click-tracking';
import type { Deal } from '../../schemas/deal';

/**
 * What the server-rendered /welcome cards do in the browser (no framework): a picture that fails
 * to load gives way to the placeholder, and a "Click & Save" reports its click (docs/product.md 6.9).
 */
export function startWelcomeCards(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-welcome-image]')) {
    // The card names its placeholder, so this script carries no copy of it.
    const placeholder = img.dataset.welcomeImage as string;
    const toPlaceholder = () => {
      if (!img.src.endsWith(placeholder)) img.src = placeholder;
    };
    // An image may have failed before this script ran.
    if (img.complete && img.naturalWidth === 0) toPlaceholder();
    else img.addEventListener('error', toPlaceholder, { once: true });
  }
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-track]');
    if (!link?.dataset.track) return;
    const { deal, context } = JSON.parse(link.dataset.track) as {
      deal: Partial<Deal> & Pick<Deal, 'asin'>;
      context: ClickContext;
    };
    trackDealClick(deal, context);
  });
}
