import { Avatar, Button, media, smallCaps, useSignOut, useSiteConfig, type User } from 'shared';
import styled from 'styled-components';
import { chicagoCalendarDate, NO_DATE, storedPicture } from 'shared/format';

export const MEMBERSHIP_LABEL = 'Distinguished Member';
export const TAGLINE = 'A seat at Chicago’s most curious table.';

export interface ProfileHeaderProps {
  user: User;
  onEdit: () => void;
  onEditPicture: () => void;
  /** Opens the member's sign-in settings (passkeys, two-step sign-in, sessions). */
  onSecurity: () => void;
}

const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding: 2.5rem 1.25rem 2.25rem;
  color: ${({ theme }) => theme.color.ivory};
  background:
    radial-gradient(ellipse at 90% -30%, rgba(201, 164, 106, 0.24), transparent 55%),
    radial-gradient(ellipse at -10% 130%, rgba(106, 30, 42, 0.35), transparent 50%),
    ${({ theme }) => theme.color.ink};
  border-bottom: 3px solid ${({ theme }) => theme.color.brass};
  ${media.md} { padding: 3.5rem 2rem 3rem; }
  ${media.xl} { padding: 4.5rem 2rem 4rem; }
`;

const Inner = styled.div`
  max-width: 1180px;
  margin: 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.75rem;
  align-items: center;
  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: 2.5rem;
  }
  ${media.lg} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const Portrait = styled.div`
  position: relative;
  justify-self: start;
  padding: 5px;
  border-radius: 50%;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.brass};
`;

const EditPicture = styled.button`
  position: absolute;
  right: -2px;
  bottom: -2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.brassLight};
  border: 3px solid ${({ theme }) => theme.color.ink};
  border-radius: 50%;
  cursor: pointer;
  transition: background-color 0.18s ease, transform 0.18s ease;

  &:hover {
    background: ${({ theme }) => theme.color.ivory};
    transform: scale(1.06);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.ivory};
    outline-offset: 2px;
  }

  svg { width: 1rem; height: 1rem; }

  ${media.reducedMotion} {
    transition: none;
    &:hover { transform: none; }
  }
`;

const Who = styled.div`
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-weight: 500;
  line-height: 1.1;
  color: ${({ theme }) => theme.color.ivory};
`;

const Greeting = styled.span`
  display: block;
  margin-bottom: 0.35rem;
  font-size: 1.125rem;
  font-style: italic;
  color: ${({ theme }) => theme.color.brassLight};
  ${media.md} { font-size: 1.25rem; }
`;

const Name = styled.span`
  display: block;
  font-size: clamp(2rem, 1.4rem + 2.8vw, 3.25rem);
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

const Tagline = styled.p`
  margin: 0.75rem 0 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.0625rem;
  color: rgba(247, 242, 232, 0.78);
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2.5rem;
  margin: 1.5rem 0 0;
  padding-top: 1.25rem;
  border-top: 1px solid rgba(201, 164, 106, 0.35);

  dt {
    ${smallCaps}
    color: ${({ theme }) => theme.color.brassLight};
  }

  dd {
    margin: 0.2rem 0 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.125rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  ${media.md} { grid-column: 2; }
  ${media.lg} {
    grid-column: auto;
    flex-direction: column;
    align-self: start;
  }
`;

function PencilIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M11.2 2.3l2.5 2.5-8.4 8.4-3.1.6.6-3.1 8.4-8.4z" />
      <path d="M9.6 3.9l2.5 2.5" />
    </svg>
  );
}

/**
 * The member's own band at the top of the dashboard: picture or initials, 'Welcome back,' and the
 * name, the membership and since when, and the account actions.
 */
export function ProfileHeader({ user, onEdit, onEditPicture, onSecurity }: ProfileHeaderProps) {
  const { signOut, signingOut } = useSignOut();
  // The club's date: the server draws this band for a signed-in member, and the browser must agree.
  const since = chicagoCalendarDate(user.createdAt);
  const { storage } = useSiteConfig();
  return (
    <Band aria-labelledby="dashboard-title">
      <Inner>
        <Portrait>
          <Avatar name={user.fullName} src={storedPicture(user.profilePicture, storage.url)} size={112} />
          <EditPicture type="button" aria-label="Change profile picture" onClick={onEditPicture}>
            <PencilIcon />
          </EditPicture>
        </Portrait>

        <Who>
          <Title id="dashboard-title">
            <Greeting>Welcome back,</Greeting> <Name>{user.fullName}</Name>
          </Title>
          <Tagline>{TAGLINE}</Tagline>
          <Facts>
            <div>
              <dt>Membership</dt>
              <dd>{MEMBERSHIP_LABEL}</dd>
            </div>
            <div>
              <dt>Since</dt>
              <dd>{since ? <time dateTime={user.createdAt}>{since}</time> : NO_DATE}</dd>
            </div>
          </Facts>
        </Who>

        <Actions>
          <Button onClick={onEdit}>Edit Profile</Button>
          <Button variant="secondary" onClick={onSecurity}>Sign-in &amp; security</Button>
          <Button variant="secondary" onClick={() => void signOut()} busy={signingOut}>Sign Out</Button>
        </Actions>
      </Inner>
    </Band>
  );
}
