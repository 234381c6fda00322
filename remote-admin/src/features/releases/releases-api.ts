import { api, REQUEST_TIMEOUT_MS, type RemotesOpsResponse, type VersionOverride, type VersionOverridesResponse } from 'shared';

/** GET /admin/ops/remotes: each remote's stable and canary versions with the last hour's figures. */
export function fetchRemotesOps(signal?: AbortSignal): Promise<RemotesOpsResponse> {
  return api().get('admin/ops/remotes', { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<RemotesOpsResponse>();
}

const overridesOf = (body: VersionOverridesResponse): VersionOverride[] => (Array.isArray(body?.data) ? body.data : []);

/** GET /admin/ops/override: the versions this browser is trying. */
export async function fetchOverrides(signal?: AbortSignal): Promise<VersionOverride[]> {
  return overridesOf(await api().get('admin/ops/override', { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<VersionOverridesResponse>());
}

/** PUT /admin/ops/override: this browser loads `version` of `remote` from its next page load. */
export async function tryVersion(override: VersionOverride): Promise<VersionOverride[]> {
  return overridesOf(await api().put('admin/ops/override', { json: override, timeout: REQUEST_TIMEOUT_MS.write }).json<VersionOverridesResponse>());
}

/** DELETE /admin/ops/override: back to the versions every visitor gets. */
export async function stopTrying(): Promise<VersionOverride[]> {
  return overridesOf(await api().delete('admin/ops/override', { timeout: REQUEST_TIMEOUT_MS.write }).json<VersionOverridesResponse>());
}
