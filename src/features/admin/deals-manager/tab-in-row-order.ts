const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

const rowIndex = (row: Element) => Number(row.getAttribute('aria-rowindex'));

/** The table's controls that Tab can reach, in the order the eye reads them: header, then rows by place. */
function inReadingOrder(table: HTMLElement): HTMLElement[] {
  const rows = [...table.querySelectorAll('[role="row"]')].sort((a, b) => rowIndex(a) - rowIndex(b));
  return rows.flatMap((row) =>
    [...row.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.matches(':disabled') && el.tabIndex >= 0),
  );
}

/**
 * Tab and Shift+Tab inside the recycled table (table-slots.ts): the rows sit in the DOM in slot
 * order, so the browser's own Tab would jump from the last slot to a row above. This moves the
 * focus to the next control in reading order instead; from the first or last control, the browser
 * takes the focus out of the table as usual.
 */
export function tabInRowOrder(event: KeyboardEvent, table: HTMLElement): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const order = inReadingOrder(table);
  const at = order.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const next = order[at + (event.shiftKey ? -1 : 1)];
  if (next) {
    event.preventDefault();
    next.focus();
    return;
  }
  // Leaving the table: from the control that is first (or last) in the DOM, the browser's Tab steps out.
  const dom = [...table.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => order.includes(el));
  (event.shiftKey ? dom[0] : dom.at(-1))?.focus({ preventScroll: true });
}
