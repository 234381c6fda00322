import { useEffect, useId, useRef, useState } from 'react';
import { Button, serverText, useForm, type MfaStatus } from 'shared';
import { CodeField } from './code-field';
import { codeProblem, normalizeCode } from './code-rules';
import { RecoveryCodes } from './recovery-codes';
import { disableTotp } from './security-api';
import { Actions, Block, BlockTitle, ErrorText, Lead, Stack, Status } from './security-layout';
import { TotpSetup } from './totp-setup';

export const TOTP_TITLE = 'Authenticator app';
export const DISABLE_FAILED = 'Two-step sign-in could not be turned off. Please try again.';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const form = useForm({
    initialValues: { code: '' },
    fields: ['code'] as const,
    resolver: ({ code }) => {
      const problem = codeProblem(code, 'any');
      return problem ? { code: problem } : {};
    },
    mode: 'onSubmit',
  });
  const { bindSubmitButton } = form;
  const submit = form.handleSubmit(({ code }) => disableTotp(normalizeCode(code)), {
    onSuccess: onDone,
    onError: (error) => {
      form.setFormError(serverText(error, DISABLE_FAILED));
      form.focusAfterSend('code');
    },
  });
  return (
    <Stack noValidate onSubmit={(event) => void submit(event)} aria-label="Turn off the authenticator app">
      <CodeField {...form.textProps('code')} kind="any" label="Code from your app, or a recovery code" disabled={form.busy} />
      {form.formError && <ErrorText role="alert">{form.formError}</ErrorText>}
      <Actions>
        <Button ref={bindSubmitButton} type="submit" variant="danger" busy={form.busy}>
          {form.busy ? 'Turning off...' : 'Turn off'}
        </Button>
      </Actions>
    </Stack>
  );
}

type Flow = { step: 'idle' } | { step: 'setup'; replacing: boolean } | { step: 'codes'; codes: string[]; replaced: boolean };

export const TOTP_ON = 'Two-step sign-in with an authenticator app is on.';
export const TOTP_REPLACED = 'Your new authenticator app is set up; the old one no longer works.';
export const TOTP_OFF = 'Two-step sign-in with an authenticator app is off.';

/**
 * Two-step sign-in with an authenticator app: off, with the set-up (QR code, key, a code to
 * confirm, then the recovery codes once); or on, with the recovery codes left, a way to move it to
 * another app (a new phone) in one step, and a way to turn it off with a code. `onChanged` runs
 * once a change is complete.
 */
export function TotpSection({ mfa, onChanged }: { mfa: MfaStatus | undefined; onChanged: () => void }) {
  const titleId = useId();
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [status, setStatus] = useState('');
  const startButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const on = mfa?.totp === true;

  // Focus never drops to the page when a step ends: back to the button that started the set-up
  // after a cancel, to the section's title after a change.
  const [focusOn, setFocusOn] = useState<{ target: 'start' | 'title' } | null>(null);
  useEffect(() => {
    if (focusOn) (focusOn.target === 'start' ? startButton : title).current?.focus();
  }, [focusOn]);

  const finish = (message: string) => {
    setFlow({ step: 'idle' });
    setStatus(message);
    setFocusOn({ target: 'title' });
    onChanged();
  };

  return (
    <Block aria-labelledby={titleId}>
      <BlockTitle id={titleId} ref={title} tabIndex={-1}>{TOTP_TITLE}</BlockTitle>
      <Lead>
        Two-step sign-in: after your password, enter a 6-digit code from an app on your phone.
      </Lead>
      {flow.step === 'setup' && (
        <TotpSetup
          replacing={flow.replacing}
          onEnabled={(codes) => setFlow({ step: 'codes', codes, replaced: flow.replacing })}
          onCancel={() => {
            setFlow({ step: 'idle' });
            setFocusOn({ target: 'start' });
          }}
        />
      )}
      {flow.step === 'codes' && (
        <RecoveryCodes codes={flow.codes} titleAs="h4" replaced={flow.replaced} onDone={() => finish(flow.replaced ? TOTP_REPLACED : TOTP_ON)} />
      )}
      {flow.step === 'idle' && (on ? (
        <>
          <Lead>
            <strong>On.</strong> {plural(mfa?.recoveryCodesLeft ?? 0, 'recovery code', 'recovery codes')} left.
          </Lead>
          <Actions>
            <Button ref={startButton} variant="secondary" onClick={() => setFlow({ step: 'setup', replacing: true })}>
              Replace the app
            </Button>
          </Actions>
          <TurnOffForm onDone={() => finish(TOTP_OFF)} />
        </>
      ) : (
        <Actions>
          <Button ref={startButton} onClick={() => setFlow({ step: 'setup', replacing: false })}>Set up an authenticator app</Button>
        </Actions>
      ))}
      <Status role="status">{status}</Status>
    </Block>
  );
}
