import { useEffect, useState } from 'react';
import { clubStore, persistSession, restoreSession, sessionCheckAtom, type PageAnswers } from 'shared';
import { RouterProvider } from 'shared/router';
import { replayEarlyInput } from '../features/early-input/replay-early-input';
import { Providers } from './providers';
import { confirmSession } from './confirm-session';
import { createClubRouter, routeHandleFor } from './router';

/** Reads the stored session (the first frame is drawn without it), then has the server confirm it. */
async function restoreAndConfirmSession(): Promise<void> {
  await restoreSession(clubStore, window.localStorage);
  persistSession(clubStore, window.localStorage);
  if (clubStore.get(sessionCheckAtom) === 'restoring') clubStore.set(sessionCheckAtom, 'pending');
  await confirmSession();
}

/**
 * The shell: providers around the router. Its first render draws what the server drew (the
 * session not yet read, or the one the server confirmed and drew the page for), so the page
 * hydrates in place; then it reads the stored session and has the server confirm it, or stores
 * the one the page started with. What the visitor did before the scripts ran is replayed once the
 * page can answer it: by the remote slot when the route shows a remote's page (its boundary
 * hydrates after this one), here for any other page (a guard's spinner, the not-found page).
 * `hydrating`: the app takes over a page the server drew, and leaves its scroll position alone;
 * `answers`: the API answers that page's first screen was drawn from.
 */
export function App({ hydrating = false, answers = null }: { hydrating?: boolean; answers?: PageAnswers | null }) {
  const [router] = useState(() => createClubRouter({ hydrating }));
  useEffect(() => {
    const { remote, guard } = routeHandleFor(window.location.pathname);
    // Only a page the server drew for the session it confirmed starts confirmed (start.tsx).
    const drawnForSession = clubStore.get(sessionCheckAtom) === 'confirmed';
    if (!remote || (guard && !drawnForSession)) replayEarlyInput();
    if (drawnForSession) persistSession(clubStore, window.localStorage, { now: true });
    else void restoreAndConfirmSession();
  }, []);
  return (
    <Providers answers={answers}>
      <RouterProvider router={router} />
    </Providers>
  );
}
