/**
 * The first admin of the browser tests' site: playwright.config.ts passes these to the server as
 * ADMIN_USERNAME / ADMIN_PASSWORD, and admin journeys sign in with them. A journey that changes
 * the password sets it back before it ends, as the next journey signs in with this one.
 */
export const E2E_ADMIN = { username: "e2e-admin", password: "Curry-Leaf-Tadka-2026" } as const;
