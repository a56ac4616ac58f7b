const TYPE_MS = 90;
const ERASE_MS = 45;
const HOLD_MS = 1600;

/**
 * Types each word of `words` into `el`, holds it, erases it, and moves on. With reduced
 * motion the words simply change every few seconds.
 */
export function startTypedWord(el: HTMLElement, words: string[]): void {
  if (words.length === 0) return;
  let word = 0;
  let shown = words[0].length;
  let erasing = true;

  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    setInterval(() => (el.textContent = words[(word = (word + 1) % words.length)]), HOLD_MS * 2);
    return;
  }

  const step = () => {
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
    setTimeout(step, typed ? HOLD_MS : erasing ? ERASE_MS : TYPE_MS);
  };
  setTimeout(step, HOLD_MS);
}
