// The real @supabase/supabase-js client, as the member page creates it, for tests in Node.
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

type SupabaseModule = typeof import('@supabase/supabase-js');

let loaded: SupabaseModule | undefined;

/**
 * supabase-js warns once, when loaded, that Node 20 is deprecated (it works on 20). That line
 * only is kept out of the test output.
 */
function supabaseModule(): SupabaseModule {
  if (loaded) return loaded;
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Node.js 20 and below are deprecated')) warn(...args);
  };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, its warning filtered
    loaded = require('@supabase/supabase-js') as SupabaseModule;
  } finally {
    console.warn = warn;
  }
  return loaded;
}

export const TEST_STORAGE_KEY = 'local-anon-key';

/**
 * A client used for storage only (no sign-in, nothing persisted). In Node, `createClient` needs a
 * WebSocket implementation for realtime (the `ws` package), even though storage never opens one.
 */
export function storageClient(url: string, key = TEST_STORAGE_KEY, fetchImpl?: typeof fetch): SupabaseClient {
  return supabaseModule().createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    ...(fetchImpl && { global: { fetch: fetchImpl } }),
  });
}
