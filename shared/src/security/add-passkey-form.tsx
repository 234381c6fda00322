import { Button, serverMessage, TextField, useForm } from 'shared';
import { createPasskey, passkeyErrorText, passkeysSupported, PASSKEYS_UNSUPPORTED } from './passkey-ceremony';
import type { PasskeySummary } from './security-api';
import { Actions, ErrorText, Muted, Stack } from './security-layout';

export const PASSKEY_NAME_MAX_LENGTH = 60;
export const PASSKEY_NAME_REQUIRED = 'Give the passkey a name.';
export const PASSKEY_NAME_TOO_LONG = `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters.`;
export const ADD_PASSKEY_FAILED = 'The passkey could not be added. Please try again.';

function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return PASSKEY_NAME_REQUIRED;
  if (trimmed.length > PASSKEY_NAME_MAX_LENGTH) return PASSKEY_NAME_TOO_LONG;
  return null;
}

export interface AddPasskeyFormProps {
  onAdded: (passkey: PasskeySummary) => void;
  onCancel?: () => void;
  submitLabel?: string;
}

/**
 * Names a new passkey, then lets the browser create it (fingerprint, face, PIN or a security key)
 * and registers it. A browser without passkeys is told so.
 */
export function AddPasskeyForm({ onAdded, onCancel, submitLabel = 'Add a passkey' }: AddPasskeyFormProps) {
  const form = useForm({
    initialValues: { name: '' },
    fields: ['name'] as const,
    resolver: ({ name }) => {
      const problem = nameProblem(name);
      return problem ? { name: problem } : {};
    },
    mode: 'onSubmit',
  });
  const { bindSubmitButton } = form;

  // Told so, with the way back when there is one (an admin's set-up must not end here).
  if (!passkeysSupported()) {
    return (
      <>
        <Muted>{PASSKEYS_UNSUPPORTED}</Muted>
        {onCancel && <Actions><Button variant="ghost" onClick={onCancel}>Cancel</Button></Actions>}
      </>
    );
  }

  const submit = form.handleSubmit(({ name }) => createPasskey(name.trim()), {
    onSuccess: (passkey) => {
      form.reset();
      onAdded(passkey);
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (Array.isArray(message)) {
        const onName = message.find((item) => item.field === 'name');
        if (onName) {
          form.setServerErrors({ name: onName.message });
          form.focusAfterSend('name');
          return;
        }
      }
      form.setFormError(passkeyErrorText(error, ADD_PASSKEY_FAILED));
      form.focusAfterSend('submit');
    },
  });

  return (
    <Stack noValidate onSubmit={(event) => void submit(event)} aria-label="Add a passkey">
      <TextField
        {...form.textProps('name')}
        label="Passkey name"
        hint="A name you will recognise, like “Work laptop” or “iPhone”."
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        autoComplete="off"
        required
        disabled={form.busy}
      />
      {form.formError && <ErrorText role="alert">{form.formError}</ErrorText>}
      <Actions>
        <Button ref={bindSubmitButton} type="submit" busy={form.busy}>{form.busy ? 'Waiting for your passkey...' : submitLabel}</Button>
        {onCancel && <Button variant="ghost" onClick={onCancel} disabled={form.busy}>Cancel</Button>}
      </Actions>
    </Stack>
  );
}
