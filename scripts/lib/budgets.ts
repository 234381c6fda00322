import type { RemoteApp } from './apps';

/**
 * The most JavaScript each remote may send, in bytes gzip: its remote entry and the chunks of
 * its exposed modules (sync and async), as its `mf-manifest.json` lists them. `npm run ship`
 * refuses a build over its budget. Each figure is the remote's size when it was set plus a
 * margin of about 10%: raise one on purpose, in a reviewed change, never to get a ship through.
 */
export const JS_GZIP_BUDGETS: Record<RemoteApp['dir'], number> = {
  // measured 40.9 KiB
  'remote-public': 46 * 1024,
  // measured 86.2 KiB
  'remote-member': 95 * 1024,
  // measured 30.7 KiB
  'remote-admin': 34 * 1024,
};
