import { pageSettled } from '../../lib/page-settled';

const TYPE_MS = 90;
const ERASE_MS = 45;
const HOLD_MS = 1600;

/**
 * Types each word of `words` into `el`, holds it, erases it, and moves on. With reduced
 * motion the words simply change every few seconds. Each change is a style, layout and paint,
 * so it starts once the page has settled and runs only while `el` is on screen and the tab shown.
 */
export function startTypedWord(el: HTMLElement, words: string[]): void {
  if (words.length === 0) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let word = 0;
  let shown = words[0].length;
  let erasing = true;
  let onScreen = false;
  let timer: number | undefined;

  const step = () => {
    timer = undefined;
    if (reduced) {
      word = (word + 1) % words.length;
      el.textContent = words[word];
      return schedule(HOLD_MS * 2);
    }
    if (erasing) {
      shown -= 1;
      if (shown === 0) {
        erasing = false;
        word = (word + 1) % words.length;
      }
    } else {
      shown += 1;
    }
    el.textContent = words[word].slice(0, shown) || '\u200b';
    const typed = !erasing && shown === words[word].length;
    if (typed) erasing = true;
    schedule(typed ? HOLD_MS : erasing ? ERASE_MS : TYPE_MS);
  };
  const schedule = (ms: number) => {
    timer = window.setTimeout(step, ms);
  };
  // Runs while seen; stopped, it resumes where it was after a hold.
  const update = () => {
    const running = onScreen && !document.hidden;
    if (running && timer === undefined) schedule(HOLD_MS);
    else if (!running && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };

  void pageSettled().then(() => {
    new IntersectionObserver(([entry]) => {
      onScreen = entry.isIntersecting;
      update();
    }).observe(el);
    document.addEventListener('visibilitychange', update);
  });
}
