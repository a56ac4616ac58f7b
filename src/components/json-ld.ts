/**
 * A value as the text of a JSON `<script>` (schema.org's `application/ld+json`, a page's data):
 * every `<` is escaped (`\u003c`, still the same JSON), so no value can close the script element.
 */
export function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
