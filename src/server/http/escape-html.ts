const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, as element content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
