import { useEffect, useState } from 'react';
import { RouterProvider } from 'shared/router';
import { Providers } from './providers';
import { confirmSession } from './confirm-session';
import { dropPrerendered } from './first-page';
import { createClubRouter } from './router';

/** The shell: providers around the router; the session is confirmed with the server once. */
export function App() {
  const [router] = useState(createClubRouter);
  useEffect(() => {
    dropPrerendered();
    void confirmSession();
  }, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
