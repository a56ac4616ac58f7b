/** The modal closes this long after a successful subscribe (docs/product.md 4.9). */
export const NEWSLETTER_CLOSE_MS = 2000;

/** Opens the page's newsletter <dialog> (NewsletterDialog.astro). */
export function openNewsletter(): void {
  const dialog = document.getElementById('newsletter-dialog') as HTMLDialogElement | null;
  if (!dialog || dialog.open) return;
  dialog.dispatchEvent(new Event('newsletter:open'));
  dialog.showModal();
}
