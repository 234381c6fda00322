import type { RemoteApp } from './apps';

/**
 * The most JavaScript each remote may send, in bytes gzip: its remote entry and the chunks of
 * its exposed modules (sync and async), as its `mf-manifest.json` lists them. `npm run ship`
 * refuses a build over its budget. Each figure is the remote's size when it was set plus a
 * margin of about 10%: raise one on purpose, in a reviewed change, never to get a ship through.
 */
export const JS_GZIP_BUDGETS: Record<RemoteApp['dir'], number> = {
  // measured 45.6 KiB
  'remote-public': 51 * 1024,
  // measured 105.3 KiB
  'remote-member': 116 * 1024,
  // measured 57.6 KiB
  'remote-admin': 64 * 1024,
};
