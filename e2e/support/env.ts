/** Where the product under test runs; fixed ports below the kernel's outgoing range. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_CDN_PORT = Number(process.env.E2E_CDN_PORT ?? 4311);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const CDN_URL = `http://localhost:${E2E_CDN_PORT}`;

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' };
/** The first demo member the API seeds on a fresh data dir. */
export const MEMBER = { email: 'member@example.com', password: 'e2e-member-password-1' };
