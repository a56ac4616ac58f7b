/** The flash widget appears this long after load (docs/product.md 4.5). */
export const FLASH_DELAY_MS = 2000;
/** It shows the next trending deal this often... */
export const FLASH_ROTATE_MS = 3000;

/** ...but only when more than 2 trending deals exist. */
export const shouldRotate = (count: number) => count > 2;

/** "n/total", 1-based. */
export const flashCounter = (index: number, total: number) => (total > 0 ? `${(index % total) + 1}/${total}` : '0/0');
