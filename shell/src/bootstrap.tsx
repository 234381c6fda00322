import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { clubStore, persistSession, restoreSession, setSiteConfig } from 'shared';
import { App } from './app/app';
import { firstPageLoaded } from './app/first-page';
import { loadSiteConfig } from './app/load-site-config';
import { StartupError } from './app/startup-error';
import { registerClubRemotes } from './federation/register-remotes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadSiteConfig();
    setSiteConfig(config);
    registerClubRemotes(config);
  } catch (error) {
    console.error('[shell] could not start:', error);
    root.render(<StartupError />);
    return;
  }
  const firstPage = firstPageLoaded(window.location.pathname);
  // Routes render only after the session is restored (at most 5 s).
  await restoreSession(clubStore, window.localStorage);
  persistSession(clubStore, window.localStorage);
  await firstPage;
  // A transition: React renders the page in slices and keeps the main thread answering.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
