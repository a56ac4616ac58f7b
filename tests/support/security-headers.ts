import { RETAILER_IMAGE_HOSTS } from '../../src/rules/retailer-hosts';

/** Reads one header of an answer by its lower-case name. */
type HeaderReader = (name: string) => string | null | undefined;

/** Directives the Content-Security-Policy of a page must have, exactly. */
const PAGE_CSP: (string | RegExp)[] = [
  "default-src 'self'",
  /^script-src 'self'( 'sha256-[\w+/=]+')*$/,
  `img-src 'self' data: ${RETAILER_IMAGE_HOSTS.map((host) => `https://${host}`).join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
/** The JSON API's short policy: nothing may load, nothing may frame it. */
const API_CSP = ["default-src 'none'", "frame-ancestors 'none'"];

/**
 * What is missing or wrong in the security headers every answer carries
 * (src/server/http/security-headers.ts); empty when all is well. Free of any test runner, so the
 * API and the browser tests share it: `expect(securityHeaderProblems(...)).toEqual([])`.
 */
export function securityHeaderProblems(header: HeaderReader, { https = false, api = false } = {}): string[] {
  const problems: string[] = [];
  const directives = (header('content-security-policy') ?? '').split(/;\s*/);
  for (const wanted of api ? API_CSP : PAGE_CSP) {
    const ok = directives.some((d) => (typeof wanted === 'string' ? d === wanted : wanted.test(d)));
    if (!ok) problems.push(`Content-Security-Policy lacks ${String(wanted)}`);
  }
  const headers: Record<string, RegExp | 'absent'> = {
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    // The API's frame-ancestors 'none' does what X-Frame-Options does for pages.
    ...(api ? {} : { 'permissions-policy': /(^|, )camera=\(\)/, 'x-frame-options': /^DENY$/ }),
    'strict-transport-security': https ? /^max-age=\d+/ : 'absent',
  };
  for (const [name, wanted] of Object.entries(headers)) {
    const value = header(name) ?? undefined;
    const ok = wanted === 'absent' ? value === undefined : value !== undefined && wanted.test(value);
    if (!ok) problems.push(`${name} is ${value ?? 'absent'}, wanted ${String(wanted)}`);
  }
  return problems;
}
