import { useScrolledPast } from '../../../lib/use-scrolled-past';

const SHOW_AFTER_PX = 300;

/** 'Back to top' once the page has scrolled 300 px. */
export function ScrollTopButton() {
  if (!useScrolledPast(SHOW_AFTER_PX)) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-4 z-30 rounded-full bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
      aria-label="Scroll to top"
    >
      ↑ Top
    </button>
  );
}
