import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Modal, REASON_MAX_LENGTH, TextField } from 'shared';

export interface ReasonModalProps {
  title: string;
  /** Text under the title, also the dialog's description. */
  description?: string;
  /** The textarea's visible label. */
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** What the submit button reads while the call is in flight. */
  busyLabel: string;
  /** The button that closes without acting (default 'Cancel'). */
  dismissLabel?: string;
  busy: boolean;
  /** The rule the reason must pass (required once trimmed): its message, or null. */
  problemOf: (reason: string) => string | null;
  onCancel: () => void;
  /** Called with the trimmed reason once it passes the rule. */
  onSubmit: (reason: string) => void;
}

/**
 * A dialog asking the admin why (rejecting a request, blocking a member). The rule is checked
 * on submit, its message clears as soon as the admin types, and nothing is sent while it fails.
 * While the call is in flight the dialog stays put: Cancel, Escape and the × do nothing.
 */
export function ReasonModal({
  title, description, label, placeholder, submitLabel, busyLabel, dismissLabel = 'Cancel', busy, problemOf, onCancel, onSubmit,
}: ReasonModalProps) {
  const formId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = problemOf(reason);
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    onSubmit(reason.trim());
  }

  const close = () => {
    if (!busy) onCancel();
  };

  return (
    <Modal
      open
      title={title}
      description={description}
      onClose={close}
      closeOnBackdrop={false}
      size="sm"
      footer={(
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>{dismissLabel}</Button>
          <Button variant="danger" type="submit" form={formId} busy={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          ref={field}
          multiline
          rows={5}
          label={label}
          placeholder={placeholder}
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          required
          error={error}
          readOnly={busy}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
