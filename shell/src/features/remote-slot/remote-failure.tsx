import { logRemoteFailure } from '../../federation/remote-failure-plugin';
import { isVersionSkewError } from '../../federation/version-skew-error';
import { RemoteUnavailable } from './remote-unavailable';
import { RemoteVersionMismatch } from './remote-version-mismatch';

/**
 * Logs why a slot shows its fallback, unless the federation runtime or the version-skew guard
 * logged that error already: a refusal by its reasons, anything else with the error itself.
 */
export function logSlotFailure(remoteId: string, error: unknown, whileRendering: boolean): void {
  if (isVersionSkewError(error)) logRemoteFailure(error, `[shell] remote ${remoteId} refused:`, error.message);
  else logRemoteFailure(error, `[shell] remote ${remoteId} ${whileRendering ? 'crashed' : 'did not load'}:`, error);
}

/**
 * The fallback for every way a remote can fail in its slot (it could not be loaded, did not
 * arrive in time, was refused, or threw while rendering): a refused remote asks for a reload (a
 * retry would meet the same remote), any other failure offers a retry.
 */
export function RemoteFailure({ error }: { error: unknown }) {
  return isVersionSkewError(error) ? <RemoteVersionMismatch /> : <RemoteUnavailable />;
}
