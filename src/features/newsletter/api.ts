import { ApiRequestError, http } from '../../lib/http';

export interface NewsletterResult {
  ok: boolean;
  message: string;
}

const serverMessage = (err: unknown) => (err instanceof ApiRequestError ? err.serverMessage : undefined);

/** POST /api/essentials/subscribe: the server's message, or the fallback of docs/product.md 11.3. */
export async function subscribe(email: string): Promise<NewsletterResult> {
  try {
    const body = await http.post('/api/essentials/subscribe', 'newsletter', { email });
    return { ok: true, message: body.message ?? 'You are subscribed to deal alerts!' };
  } catch (err) {
    return { ok: false, message: serverMessage(err) ?? 'Failed to subscribe to newsletter' };
  }
}

/** POST /api/essentials/unsubscribe. */
export async function unsubscribe(email: string): Promise<NewsletterResult> {
  try {
    const body = await http.post('/api/essentials/unsubscribe', 'newsletter', { email });
    return { ok: true, message: body.message ?? 'Unsubscribed Successfully' };
  } catch (err) {
    return { ok: false, message: serverMessage(err) ?? 'Failed to unsubscribe from newsletter' };
  }
}
