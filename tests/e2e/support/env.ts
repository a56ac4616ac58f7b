/** The admin key the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN_KEY = 'e2e-admin-key-0123456789';
