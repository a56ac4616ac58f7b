/** The admin key the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN_KEY = 'e2e-admin-key-0123456789';
/** The secret the e2e server signs its mail links with, so a spec can make the link a mail would carry. */
export const E2E_AUTH_SECRET = 'e2e-auth-secret-that-is-long-enough-0123456789';

/** Where the browser tests' fake push service listens: the e2e server may send to it (PUSH_ALLOWED_ORIGINS). */
export const E2E_PUSH_PORT = Number(process.env.E2E_PORT ?? 4390) + 7;
export const E2E_PUSH_ORIGIN = `http://127.0.0.1:${E2E_PUSH_PORT}`;
