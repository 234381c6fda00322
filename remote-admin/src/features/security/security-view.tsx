import type { User } from 'shared';
import { SecuritySettings } from 'shared/security';
import { SurfaceCard } from '../panel/screen-layout';

/** The admin's own sign-in settings: passkeys, the authenticator app and their sessions. */
export function SecurityView({ admin }: { admin: User }) {
  return (
    <SurfaceCard>
      <SecuritySettings user={admin} />
    </SurfaceCard>
  );
}
