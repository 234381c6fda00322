import { useEffect, useRef, useState } from 'react';
import {
  Button, headerOffset, media, serverText, smallCaps, useDocumentTitle, useSession, useSignOut, useSiteConfig, type User,
} from 'shared';
import { AddPasskeyForm, fetchSignedInUser, RecoveryCodes, TotpSetup } from 'shared/security';
import styled from 'styled-components';
import { SurfaceCard } from '../panel/screen-layout';

export const ENROLMENT_TITLE = 'Set up two-step sign-in';
export const OPEN_PANEL_FAILED = 'The admin panel could not be opened. Please try again.';

const Page = styled.div`
  min-height: calc(100vh - ${headerOffset});
  min-height: calc(100dvh - ${headerOffset});
  padding: 2rem 1.25rem 3rem;
  background: ${({ theme }) => theme.color.ivory};
  ${media.md} { padding: 3rem 2.5rem 4rem; }
`;

const Inner = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 46rem;
  margin: 0 auto;
`;

const Eyebrow = styled.p`
  margin: 0;
  ${smallCaps}
  color: ${({ theme }) => theme.color.brass};
`;

const Title = styled.h1`
  margin: 0.4rem 0 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(1.9rem, 1.5rem + 1.8vw, 2.6rem);
  font-weight: 500;
  color: ${({ theme }) => theme.color.ink};
`;

const Lead = styled.p`
  margin: 0.75rem 0 0;
  max-width: 40rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.color.muted};
`;

const Card = styled(SurfaceCard)`
  display: grid;
  gap: 1.25rem;
`;

const StepTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.5rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};

  &:focus { outline: none; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
  }
`;

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.color.line};
  color: ${({ theme }) => theme.color.muted};

  p { margin: 0; }
`;

const Failure = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

const Leave = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type Step = { name: 'app' } | { name: 'passkey' } | { name: 'codes'; codes: string[] };

/**
 * What an administrator without a second factor sees instead of the panel: an authenticator app
 * (QR code, key, a code to confirm, then the recovery codes once) or a passkey. No admin call is
 * made here; once a factor is on, the panel opens with the same session.
 */
export function MfaEnrolment({ admin }: { admin: User }) {
  const { brandName } = useSiteConfig();
  const { updateUser } = useSession();
  const { signOut, signingOut } = useSignOut();
  const [step, setStep] = useState<Step>({ name: 'app' });
  const [moves, setMoves] = useState(0);
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(`${ENROLMENT_TITLE} · ${brandName}`);

  useEffect(() => {
    if (moves > 0) stepTitle.current?.focus();
  }, [moves]);

  const go = (next: Step) => {
    setStep(next);
    setMoves((n) => n + 1);
  };

  // The server says whether a factor is on now; the panel opens when it agrees.
  const openPanel = async () => {
    setOpening(true);
    setFailure(null);
    try {
      const fresh = await fetchSignedInUser();
      updateUser({ mfa: fresh.mfa });
      if (fresh.mfa?.enrolmentRequired) setFailure(OPEN_PANEL_FAILED);
    } catch (error) {
      setFailure(serverText(error, OPEN_PANEL_FAILED));
    } finally {
      setOpening(false);
    }
  };

  return (
    <Page>
      <Inner>
        <header>
          <Eyebrow>Admin Panel</Eyebrow>
          <Title>{ENROLMENT_TITLE}</Title>
          <Lead>
            Signed in as {admin.fullName}. Before the admin panel opens, add a second way to prove it
            is you: an authenticator app on your phone, or a passkey.
          </Lead>
        </header>
        <Card>
          {step.name === 'app' && (
            <>
              <StepTitle ref={stepTitle} tabIndex={-1}>Use an authenticator app</StepTitle>
              <TotpSetup onEnabled={(codes) => go({ name: 'codes', codes })} />
              <Aside>
                <p>No authenticator app?</p>
                <Button variant="secondary" size="sm" onClick={() => go({ name: 'passkey' })}>Add a passkey instead</Button>
              </Aside>
            </>
          )}
          {step.name === 'passkey' && (
            <>
              <StepTitle ref={stepTitle} tabIndex={-1}>Add a passkey</StepTitle>
              <Lead>Your fingerprint, face or screen lock, or a security key, will confirm it is you.</Lead>
              <AddPasskeyForm onAdded={() => void openPanel()} onCancel={() => go({ name: 'app' })} />
            </>
          )}
          {step.name === 'codes' && (
            <RecoveryCodes codes={step.codes} titleAs="h2" onDone={() => void openPanel()} />
          )}
          {opening && <Lead role="status">Opening the admin panel...</Lead>}
          {failure && (
            <Aside>
              <Failure role="alert">{failure}</Failure>
              <Button variant="secondary" size="sm" onClick={() => void openPanel()}>Try again</Button>
            </Aside>
          )}
        </Card>
        <Leave>
          <Button variant="ghost" onClick={() => void signOut()} busy={signingOut}>Logout</Button>
        </Leave>
      </Inner>
    </Page>
  );
}
