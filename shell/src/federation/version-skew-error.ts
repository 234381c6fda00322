// The version-skew guard's refusal (version-skew-plugin.ts), in a module of its own: the remote
// slot recognises it without importing the guard's checks, so a build without federation (the
// unfederated yardstick) carries neither them nor the federation runtime they call.

const VERSION_SKEW = Symbol.for('club.version-skew');

/** A remote refused because it was built against other versions of the page's singletons. */
export class RemoteVersionSkewError extends Error {
  readonly [VERSION_SKEW] = true;
  readonly remote: string;
  readonly reasons: readonly string[];

  constructor(remote: string, reasons: readonly string[]) {
    super(`remote ${remote} is not loaded (version skew): ${reasons.join('; and ')}`);
    this.name = 'RemoteVersionSkewError';
    this.remote = remote;
    this.reasons = reasons;
  }
}

/**
 * True for a version-skew refusal. Checks a marker, not the class or the message: the
 * federation runtime rethrows the same object but prefixes its message.
 */
export function isVersionSkewError(error: unknown): error is RemoteVersionSkewError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[VERSION_SKEW] === true;
}
