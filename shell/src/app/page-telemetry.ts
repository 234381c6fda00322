import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { apiUrl, type SiteConfig } from 'shared';
import { startTelemetry } from '../features/telemetry/page-telemetry';
import { watchWebVitals } from '../features/telemetry/watch-web-vitals';
import { remoteBasesPlugin, remoteReleases } from '../federation/remote-releases';
import { remoteModuleFor } from './router';

export interface PageTelemetry {
  /** For the federation runtime: learns where each remote's files are served from, for attributing errors. */
  plugins: ModuleFederationRuntimePlugin[];
  /** Once the page has rendered: starts watching web vitals, when the browser is idle. */
  afterFirstRender(): void;
}

/**
 * This page load's field telemetry (`POST /api/telemetry`), in the browser only (the bootstrap
 * starts it). The share of page loads that report is the config's `telemetry.sampleRate` (every
 * load when absent). Telemetry never stops the page: if it cannot start, the page runs without.
 */
export function pageTelemetry(config: SiteConfig): PageTelemetry {
  try {
    const releases = remoteReleases(config);
    const reporter = startTelemetry({
      url: apiUrl('telemetry'),
      sampleRate: config.telemetry?.sampleRate ?? 1,
      source: {
        releaseOfModule: releases.ofModule,
        releaseOfStack: releases.ofStack,
        currentModule: () => remoteModuleFor(window.location.pathname),
      },
    });
    return {
      plugins: reporter.sampled ? [remoteBasesPlugin(releases)] : [],
      afterFirstRender: () => watchWebVitals(reporter),
    };
  } catch {
    return { plugins: [], afterFirstRender: () => undefined };
  }
}
