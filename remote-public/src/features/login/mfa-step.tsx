import { useEffect, useRef, useState } from 'react';
import { Button, serverCode, serverText, useForm } from 'shared';
import {
  codeProblem, CodeField, completeMfa, MFA_TOKEN_INVALID, normalizeCode, type MfaChallenge, type SignInAnswer,
} from 'shared/security';
import styled from 'styled-components';
import { Form, InlineError } from '../../components/auth-card';

export const MFA_TITLE = 'Two-step sign-in';
export const APP_CODE_LEAD = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_CODE_LEAD = 'Enter one of the recovery codes you saved when you set up two-step sign-in.';
export const PASSKEY_ONLY_LEAD = 'Use your passkey to finish signing in.';
export const MFA_FAILED = 'Verification failed';
const INVALID_CODE = 'invalid-code';

const StepTitle = styled.h2`
  margin: 0;
  font-size: 1.35rem;

  &:focus { outline: none; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
  }
`;

const StepLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Switch = styled.button`
  justify-self: start;
  padding: 0.25rem 0;
  font: inherit;
  font-size: 0.92rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.brass};
  background: none;
  border: 0;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.color.wine}; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled { cursor: not-allowed; opacity: 0.6; }
`;

export const Or = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};

  &::before, &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.color.line};
  }
`;

export interface MfaStepProps {
  challenge: MfaChallenge;
  onSignedIn: (answer: SignInAnswer) => void;
  /** The sign-in expired or was used up: back to the password, with the server's message. */
  onExpired: (message: string) => void;
  /** Back to the password step. */
  onBack: () => void;
  /** Finish with a passkey instead (when the account has one). */
  onPasskey: () => void;
  passkeyBusy: boolean;
  /** What the last passkey attempt said went wrong. */
  passkeyError: string | null;
}

/**
 * The second step of a password sign-in, in the same card: a code from the authenticator app (or
 * a recovery code), or the account's passkey. Its title takes focus when it appears.
 */
export function MfaStep({ challenge, onSignedIn, onExpired, onBack, onPasskey, passkeyBusy, passkeyError }: MfaStepProps) {
  const { methods } = challenge;
  const canApp = methods.includes('totp');
  const canRecovery = methods.includes('recovery-code');
  const canPasskey = methods.includes('passkey');
  const [kind, setKind] = useState<'app' | 'recovery'>(canApp ? 'app' : 'recovery');
  const withCode = canApp || canRecovery;
  const title = useRef<HTMLHeadingElement>(null);
  const form = useForm({
    initialValues: { code: '' },
    fields: ['code'] as const,
    resolver: ({ code }) => {
      const problem = codeProblem(code, kind);
      return problem ? { code: problem } : {};
    },
    mode: 'onSubmit',
  });
  const { bindSubmitButton } = form;
  // A switch of code kind moves focus to the field it changed.
  const [switched, setSwitched] = useState(0);

  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    if (switched > 0) form.focus('code');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the kind was switched
  }, [switched]);

  const submit = form.handleSubmit(({ code }) => completeMfa(challenge.mfaToken, normalizeCode(code)), {
    onSuccess: onSignedIn,
    onError: (error) => {
      const code = serverCode(error);
      const message = serverText(error, MFA_FAILED);
      if (code === MFA_TOKEN_INVALID) {
        onExpired(message);
        return;
      }
      if (code === INVALID_CODE) form.setServerErrors({ code: message });
      else form.setFormError(message);
      form.focusAfterSend('code');
    },
  });

  const switchTo = (next: 'app' | 'recovery') => {
    form.reset();
    setKind(next);
    setSwitched((n) => n + 1);
  };

  const busy = form.busy || passkeyBusy;

  return (
    <Form as="div">
      <StepTitle ref={title} tabIndex={-1}>{MFA_TITLE}</StepTitle>
      {withCode ? (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label={MFA_TITLE}>
          <StepLead>{kind === 'app' ? APP_CODE_LEAD : RECOVERY_CODE_LEAD}</StepLead>
          <CodeField
            {...form.textProps('code')}
            kind={kind}
            label={kind === 'app' ? 'Authentication code' : 'Recovery code'}
            disabled={busy}
          />
          {kind === 'app' && canRecovery && (
            <Switch type="button" onClick={() => switchTo('recovery')} disabled={busy}>Use a recovery code</Switch>
          )}
          {kind === 'recovery' && canApp && (
            <Switch type="button" onClick={() => switchTo('app')} disabled={busy}>Use your authenticator app</Switch>
          )}
          {form.formError && <InlineError role="alert">{form.formError}</InlineError>}
          <Button ref={bindSubmitButton} type="submit" size="lg" fullWidth busy={form.busy} disabled={passkeyBusy}>
            {form.busy ? 'Verifying...' : 'Verify'}
          </Button>
        </Form>
      ) : (
        <StepLead>{PASSKEY_ONLY_LEAD}</StepLead>
      )}
      {canPasskey && (
        <>
          {withCode && <Or>or</Or>}
          {passkeyError && <InlineError role="alert">{passkeyError}</InlineError>}
          <Button variant={withCode ? 'secondary' : 'primary'} size="lg" fullWidth busy={passkeyBusy} disabled={form.busy} onClick={onPasskey}>
            Use a passkey
          </Button>
        </>
      )}
      <Switch type="button" onClick={onBack} disabled={busy}>Back to email and password</Switch>
    </Form>
  );
}
