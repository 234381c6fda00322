import { media, type User } from 'shared';
import { SecuritySettings } from 'shared/security';
import styled from 'styled-components';
import { Surface } from '../panel/screen-layout';

const Card = styled(Surface)`
  padding: 1.5rem 1.25rem;
  ${media.md} { padding: 2rem 2.25rem; }
`;

/** The admin's own sign-in settings: passkeys, the authenticator app and their sessions. */
export function SecurityView({ admin }: { admin: User }) {
  return (
    <Card>
      <SecuritySettings user={admin} />
    </Card>
  );
}
