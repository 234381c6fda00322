import { useId } from 'react';
import {
  Button, CONTACT_FIELDS, CONTACT_INTERESTS, EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH,
  PHONE_MAX_LENGTH, SelectField, TextField, type ContactField, type ContactValues, type FieldErrors,
  type SelectOption,
} from 'shared';
import { RequiredNote } from '../../components/required-note';
import { FieldGrid, Form, FullWidth, SendHint, SendRow } from './contact-form-layout';
import { useContactForm } from './use-contact-form';

const INTEREST_OPTIONS: readonly SelectOption[] = CONTACT_INTERESTS.map((interest) => ({
  value: interest,
  label: interest,
}));

const REQUIRED_FIELDS = ['fullName', 'email', 'message'] as const;
const BLANK_WORDS: Record<(typeof REQUIRED_FIELDS)[number], string> = {
  fullName: 'name',
  email: 'e-mail',
  message: 'message',
};
const FIELD_WORDS: Record<ContactField, string> = {
  fullName: 'full name',
  email: 'e-mail',
  phone: 'phone',
  interest: 'interest',
  message: 'message',
};

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Why the send button is disabled, in words: what is still empty, else what breaks a rule. */
function sendHint(values: ContactValues, problems: FieldErrors<ContactField>): string | null {
  const blank = REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
  if (blank.length > 0) return `Fill in your ${listOf(blank.map((field) => BLANK_WORDS[field]))} to send.`;
  const invalid = CONTACT_FIELDS.filter((field) => problems[field]);
  if (invalid.length > 0) {
    const noun = invalid.length === 1 ? 'field' : 'fields';
    return `Correct the ${listOf(invalid.map((field) => FIELD_WORDS[field]))} ${noun} to send.`;
  }
  return null;
}

/**
 * The contact form of the landing page (its rules and sending in use-contact-form). The landing
 * section around it gives the heading and the card; this is only the fields and the send row.
 */
export function ContactForm() {
  const { bindSubmitButton, ...form } = useContactForm();
  const { busy, valid } = form;
  const hintId = useId();
  const hint = busy || valid ? null : sendHint(form.values, form.problems);

  return (
    <Form noValidate aria-label="Contact form" onSubmit={(event) => void form.submit(event)}>
      <RequiredNote />
      <FieldGrid>
        <TextField
          {...form.textProps('fullName')}
          label="Full Name"
          autoComplete="name"
          maxLength={FULL_NAME_MAX_LENGTH}
          showCounter
          required
        />
        <TextField
          {...form.textProps('email')}
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <TextField
          {...form.textProps('phone')}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          hint="Optional. 7–15 digits, optional +"
        />
        <SelectField {...form.textProps('interest')} label="Interest" options={INTEREST_OPTIONS} />
        <FullWidth>
          <TextField
            {...form.textProps('message')}
            label="Message"
            multiline
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            showCounter
            required
          />
        </FullWidth>
      </FieldGrid>
      <SendRow>
        {hint && <SendHint id={hintId}>{hint}</SendHint>}
        <Button
          ref={bindSubmitButton}
          type="submit"
          size="lg"
          fullWidth
          busy={busy}
          disabled={!valid}
          aria-describedby={hint ? hintId : undefined}
        >
          {busy ? 'Sending...' : 'Send Message'}
        </Button>
      </SendRow>
    </Form>
  );
}
