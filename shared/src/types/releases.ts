// Release state, telemetry and the operations view of the remotes (`/api/telemetry`,
// `/api/admin/ops/remotes`). Remotes are named by their folder (`remote-member`, see shared/canary).
import type { ReleaseRemote } from '../canary';

export type ReleaseKind = 'release' | 'canary' | 'promote' | 'abort' | 'auto-rollback';

export interface CanaryState {
  version: string;
  /** Percent of browsers (0-100) sent to it. */
  share: number;
  startedAt: string;
}

/** One remote's release state: what every API instance serves. */
export interface RemoteReleaseState {
  remote: ReleaseRemote;
  stable: string;
  canary: CanaryState | null;
  /** Grows by one with every change; a change names the revision it was made against. */
  revision: number;
  updatedAt: string;
}

export interface ReleaseHistoryEntry {
  id: string;
  remote: ReleaseRemote;
  kind: ReleaseKind;
  /** The stable version before (for a canary: the stable version it runs beside). */
  from: string | null;
  /** The version the change is about (the new stable, the canary, the aborted canary). */
  to: string | null;
  /** The canary's share, for 'canary'. */
  share: number | null;
  /** Who or what: `admin:<id>`, `cli:<user>`, `auto-rollback`, `config`. */
  actor: string;
  reason: string | null;
  at: string;
}

export type WebVitalName = 'LCP' | 'INP' | 'CLS';

/** One event of a page load, about one version of one remote. */
export type TelemetryEvent =
  /** The remote's code loaded in this page. */
  | { type: 'load'; remote: ReleaseRemote; version: string }
  /** The remote's manifest or code failed to load (it counts as a load attempt and an error). */
  | { type: 'load-failure'; remote: ReleaseRemote; version: string }
  /** The remote's error boundary caught a render error. */
  | { type: 'render-error'; remote: ReleaseRemote; version: string }
  /** An error nobody caught, attributed to the remote by its stack. */
  | { type: 'unhandled-error'; remote: ReleaseRemote; version: string }
  /** A web vital of the page while the remote rendered it: LCP and INP in ms, CLS unitless. */
  | { type: 'vital'; remote: ReleaseRemote; version: string; name: WebVitalName; value: number };

/** `POST /api/telemetry` (JSON, or the same text as text/plain from `sendBeacon`). */
export interface TelemetryBatch {
  events: TelemetryEvent[];
}

/** What one version did over the last hour. */
export interface VersionFigures {
  version: string;
  loads: number;
  errors: number;
  /** errors / loads, 0-1; null without loads. */
  errorRate: number | null;
  /** 75th percentile in ms (the upper edge of the histogram bucket holding it); null without samples. */
  p75LcpMs: number | null;
  p75InpMs: number | null;
}

export interface RemoteOps {
  remote: ReleaseRemote;
  revision: number;
  stable: VersionFigures;
  canary: (VersionFigures & { share: number; startedAt: string }) | null;
}

/** `GET /api/admin/ops/remotes` */
export interface RemotesOpsResponse {
  /** Start of the window the figures cover (the start of the previous clock hour). */
  since: string;
  remotes: RemoteOps[];
}

/** A version an administrator loads in their own browser only (`/api/admin/ops/override`). */
export interface VersionOverride {
  remote: ReleaseRemote;
  version: string;
}

/** GET, PUT and DELETE /api/admin/ops/override: the versions this browser is trying. */
export interface VersionOverridesResponse {
  data: VersionOverride[];
}
