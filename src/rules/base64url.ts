/**
 * The bytes of unpadded base64url text (push keys, RFC 8291 and 8292); null when it is not
 * base64url. The server checks a browser's keys with it, the browser reads the server's key.
 */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
