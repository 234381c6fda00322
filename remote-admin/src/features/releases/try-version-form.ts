import { RELEASE_REMOTES, type ReleaseRemote } from 'shared/canary';
import { isVersion } from 'shared/semver';

export interface TryVersionValues {
  remote: ReleaseRemote;
  version: string;
}

export const TRY_VERSION_FIELDS = ['remote', 'version'] as const;

export const INITIAL_TRY: TryVersionValues = { remote: 'remote-member', version: '' };

export const REMOTE_OPTIONS = RELEASE_REMOTES.map((remote) => ({ value: remote, label: remote }));

/** The form's rules: a remote of the site and a version written as x.y.z (a pre-release allowed). */
export function tryVersionProblems(values: TryVersionValues): Partial<Record<keyof TryVersionValues, string>> {
  const version = values.version.trim();
  if (version === '') return { version: 'Enter the version to try' };
  if (!isVersion(version)) return { version: 'Enter a version such as 1.4.0' };
  return {};
}
