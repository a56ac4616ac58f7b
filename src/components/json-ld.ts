/**
 * A schema.org object as the text of a `<script type="application/ld+json">`: every `<` is
 * escaped (`\u003c`, still the same JSON), so no value can close the script element.
 */
export function jsonLdText(value: Record<string, unknown>): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
