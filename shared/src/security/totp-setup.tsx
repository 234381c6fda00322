import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, media, serverCode, serverText, Spinner, useForm } from 'shared';
import { CodeField } from './code-field';
import { codeProblem, normalizeCode } from './code-rules';
import { QrCode } from './qr-code';
import { enableTotp, startTotpSetup, type TotpSetup as TotpSecret } from './security-api';
import { Actions, ErrorText, Lead, Status } from './security-layout';
import { useCopy } from './use-copy';

export const SETUP_FAILED = 'The set-up could not be started. Please try again.';
export const ENABLE_FAILED = 'Two-step sign-in could not be turned on. Please try again.';
export const REPLACE_FAILED = 'The authenticator app could not be replaced. Please try again.';
export const REPLACE_CODE_REFUSED = 'One of the two codes is not right: check the code of your current app (or the recovery code) and the code of the new app, then try again.';
const SETUP_MISSING = 'totp-setup-missing';
const INVALID_CODE = 'invalid-code';

const Steps = styled.ol`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  & > li {
    position: relative;
    display: grid;
    gap: 0.75rem;
    padding-left: 2.5rem;
    counter-increment: step;
  }

  & > li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: -0.1rem;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    font-family: ${({ theme }) => theme.font.display};
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.brassLight};
    border-radius: 50%;
  }
`;

const StepText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
`;

const Secret = styled.code`
  justify-self: start;
  padding: 0.5rem 0.75rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1rem;
  letter-spacing: 0.08em;
  word-break: break-all;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.ivory};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const CodeForm = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 22rem;
`;

const Centered = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 6rem;
  color: ${({ theme }) => theme.color.muted};
  ${media.sm} { min-height: 8rem; }
`;

/** The secret in groups of four, as authenticator apps show it. */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Start = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; setup: TotpSecret };

/** Asks the server for a new secret once per mount (a second set-up would replace the first). */
function useTotpSecret() {
  const [start, setStart] = useState<Start>({ status: 'loading' });
  const asked = useRef<Promise<TotpSecret> | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    asked.current ??= startTotpSetup();
    asked.current.then(
      (setup) => { if (live) setStart({ status: 'ready', setup }); },
      (error: unknown) => { if (live) setStart({ status: 'error', message: serverText(error, SETUP_FAILED) }); },
    );
    return () => { live = false; };
  }, [round]);

  const again = useCallback(() => {
    asked.current = null;
    setStart({ status: 'loading' });
    setRound((n) => n + 1);
  }, []);
  return { start, again };
}

export interface TotpSetupProps {
  /** The app is on: the ten recovery codes to show once. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel?: () => void;
  /**
   * An app is on and this one takes its place: the form also asks for a code of the current app
   * (or a recovery code), and the current app works until the new one is confirmed.
   */
  replacing?: boolean;
}

/**
 * Turning on an authenticator app, or replacing the one that is on: the QR code of a new secret,
 * the secret to type in by hand, and a code from the app to confirm it.
 */
export function TotpSetup({ onEnabled, onCancel, replacing = false }: TotpSetupProps) {
  const { start, again } = useTotpSecret();
  const { copy, copied } = useCopy();
  const form = useForm({
    initialValues: { currentCode: '', code: '' },
    fields: ['currentCode', 'code'] as const,
    resolver: ({ currentCode, code }) => {
      const current = replacing ? codeProblem(currentCode, 'any') : null;
      const problem = codeProblem(code, 'app');
      return { ...(current ? { currentCode: current } : {}), ...(problem ? { code: problem } : {}) };
    },
    mode: 'onSubmit',
  });
  const { bindSubmitButton } = form;
  // The secret waiting for confirmation expired or was replaced elsewhere: only a new one helps.
  const [missing, setMissing] = useState(false);
  const restart = () => {
    setMissing(false);
    form.reset();
    again();
  };

  if (start.status === 'loading') {
    return <Centered><Spinner label="Preparing your authenticator set-up" /></Centered>;
  }
  if (start.status === 'error') {
    return (
      <>
        <ErrorText role="alert">{start.message}</ErrorText>
        <Actions>
          <Button variant="secondary" onClick={again}>Try again</Button>
          {onCancel && <Button variant="ghost" onClick={onCancel}>Cancel</Button>}
        </Actions>
      </>
    );
  }

  const { setup } = start;
  const submit = form.handleSubmit(
    ({ currentCode, code }) => enableTotp(normalizeCode(code), replacing ? normalizeCode(currentCode) : undefined),
    {
      onSuccess: (codes) => onEnabled(codes),
      onError: (error) => {
        const code = serverCode(error);
        if (code === INVALID_CODE && replacing) {
          // The server does not say which of the two codes it refused.
          form.setFormError(REPLACE_CODE_REFUSED);
          form.focusAfterSend('currentCode');
          return;
        }
        if (code === INVALID_CODE) {
          form.setServerErrors({ code: serverText(error, ENABLE_FAILED) });
          form.focusAfterSend('code');
          return;
        }
        form.setFormError(serverText(error, replacing ? REPLACE_FAILED : ENABLE_FAILED));
        setMissing(code === SETUP_MISSING);
        form.focusAfterSend(replacing ? 'currentCode' : 'code');
      },
    },
  );

  return (
    <Steps>
      <li>
        <StepText>Scan this QR code with your authenticator app.</StepText>
        <Lead>Google Authenticator, Microsoft Authenticator, 1Password and most password managers can read it.</Lead>
        <QrCode value={setup.otpauthUrl} label="QR code for your authenticator app" />
      </li>
      <li>
        <StepText>Or type this key into the app:</StepText>
        <Secret>{groupedSecret(setup.secret)}</Secret>
        <Actions>
          <Button variant="secondary" size="sm" onClick={() => void copy(setup.secret)}>Copy key</Button>
          <Status role="status">{copied}</Status>
        </Actions>
      </li>
      <li>
        <CodeForm
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={replacing ? 'Confirm your new authenticator app' : 'Confirm your authenticator app'}
        >
          {replacing && (
            <CodeField
              {...form.textProps('currentCode')}
              kind="any"
              label="Code from your current app, or a recovery code"
              disabled={form.busy}
            />
          )}
          <CodeField
            {...form.textProps('code')}
            kind="app"
            label={replacing ? '6-digit code from the new app' : '6-digit code from the app'}
            disabled={form.busy}
          />
          {form.formError && <ErrorText role="alert">{form.formError}</ErrorText>}
          <Actions>
            {missing
              ? <Button onClick={restart}>Start again</Button>
              : (
                <Button ref={bindSubmitButton} type="submit" busy={form.busy}>
                  {form.busy ? 'Checking...' : replacing ? 'Replace' : 'Turn on'}
                </Button>
              )}
            {onCancel && <Button variant="ghost" onClick={onCancel} disabled={form.busy}>Cancel</Button>}
          </Actions>
        </CodeForm>
      </li>
    </Steps>
  );
}
