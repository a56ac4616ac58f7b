import { test as base, expect } from '@playwright/test';

/** One Content-Security-Policy violation a page reported. */
export interface CspViolation {
  directive: string;
  /** The URL refused, or 'inline' / 'eval'. */
  blocked: string;
  page: string;
}

/** The violations pages of a test reported, in order. */
export class CspViolations {
  private seen: CspViolation[] = [];

  record(violation: CspViolation): void {
    this.seen.push(violation);
  }

  /** Takes the violations so far: a test that causes some on purpose takes them, the rest fail it. */
  take(): CspViolation[] {
    const taken = this.seen;
    this.seen = [];
    return taken;
  }
}

/** Playwright's test, failed by any Content-Security-Policy violation of its pages (reported by the browser). */
export const test = base.extend<{ cspViolations: CspViolations }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = new CspViolations();
      await context.exposeBinding('reportCspViolation', (_source, violation: CspViolation) =>
        violations.record(violation),
      );
      await context.addInitScript(() => {
        const report = (window as unknown as { reportCspViolation: (v: CspViolation) => Promise<void> })
          .reportCspViolation;
        document.addEventListener('securitypolicyviolation', (e) => {
          void report({ directive: e.effectiveDirective, blocked: e.blockedURI, page: e.documentURI });
        });
      });
      await use(violations);
      expect(violations.take(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
