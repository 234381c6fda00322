// Session tokens are secret tokens (see app/secret-token) that live 30 days.
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
