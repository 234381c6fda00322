import { useState, type FormEvent } from 'react';
import {
  Button, notifyError, notifySuccess, smallCaps, SwitchField, useLoad, type PrivacySettings,
} from 'shared';
import styled from 'styled-components';
import { MemberCard } from '../directory/member-card';
import { fetchPrivacy, savePrivacy, type Privacy } from './privacy-api';

export const PRIVACY_SAVED = 'Your privacy choices are saved';
export const PRIVACY_SAVE_FAILED = 'Failed to save your privacy choices';
export const PRIVACY_LOAD_FAILED = 'Failed to load your privacy choices';
export const NOT_LISTED = 'You are not in the directory: other members do not see you.';

/** Each shown field: its choice, label and what it means. */
const FIELDS: readonly { key: Exclude<keyof PrivacySettings, 'listed'>; label: string; hint: string }[] = [
  { key: 'showEmail', label: 'Show my e-mail', hint: 'Members can find you by it and write to you.' },
  { key: 'showPhone', label: 'Show my phone number', hint: 'Shown in your details.' },
  { key: 'showProfession', label: 'Show my profession', hint: 'On your card; members can search by it.' },
  { key: 'showSocialLinks', label: 'Show my Instagram and LinkedIn', hint: 'Links in your details.' },
  { key: 'showPicture', label: 'Show my picture', hint: 'Otherwise your initials show.' },
];

const Form = styled.form`
  display: grid;
  gap: 0.25rem;
  max-width: 40rem;
`;

const Fields = styled.fieldset`
  margin: 0;
  padding: 0 0 0 1.25rem;
  border: 0;
  border-left: 2px solid ${({ theme }) => theme.color.line};

  legend { ${smallCaps} letter-spacing: 0.14em; color: ${({ theme }) => theme.color.muted}; padding: 0.75rem 0 0.25rem; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

const Preview = styled.section`
  max-width: 26rem;
  margin-top: 1.5rem;

  h4 {
    margin: 0 0 0.75rem;
    ${smallCaps}
    letter-spacing: 0.14em;
    color: ${({ theme }) => theme.color.brass};
  }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const Failed = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

const ignore = () => undefined;

/**
 * The member's directory choices: whether they are listed at all, and per field whether other
 * members see it. Saved together; 'Preview my listing' shows the card exactly as the directory
 * sends it to others (the server's preview, after the last save).
 */
export function PrivacySettingsForm({ onSaved }: { onSaved: () => void }) {
  const { state, retry, update } = useLoad(fetchPrivacy);
  const [draft, setDraft] = useState<PrivacySettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <Failed role="alert">
        {PRIVACY_LOAD_FAILED} <Button variant="secondary" size="sm" onClick={retry}>Try again</Button>
      </Failed>
    );
  }
  const saved = state.data;
  const choices = draft ?? saved.settings;
  const changed = draft !== null && Object.entries(draft).some(([key, value]) => saved.settings[key as keyof PrivacySettings] !== value);
  const set = (key: keyof PrivacySettings, value: boolean) => setDraft({ ...choices, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const stored: Privacy = await savePrivacy(choices);
      update(() => stored);
      setDraft(null);
      notifySuccess(PRIVACY_SAVED);
      onSaved();
    } catch {
      notifyError(PRIVACY_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form aria-label="Directory privacy" onSubmit={(event) => void submit(event)}>
        <SwitchField
          label="List me in the members' directory"
          hint="Your name, cuisine interests and membership date show whenever you are listed."
          checked={choices.listed}
          onChange={(event) => set('listed', event.target.checked)}
        />
        <Fields disabled={!choices.listed}>
          <legend>What other members see</legend>
          {FIELDS.map((field) => (
            <SwitchField
              key={field.key}
              label={field.label}
              hint={field.hint}
              checked={choices[field.key]}
              disabled={!choices.listed}
              onChange={(event) => set(field.key, event.target.checked)}
            />
          ))}
        </Fields>
        <Buttons>
          <Button type="submit" busy={saving} disabled={!changed && !saving}>{saving ? 'Saving...' : 'Save privacy'}</Button>
          <Button variant="secondary" aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
            {previewing ? 'Hide preview' : 'Preview my listing'}
          </Button>
        </Buttons>
      </Form>
      {previewing && (
        <Preview aria-label="Your listing as other members see it">
          <h4>As other members see you{changed ? ' (before your unsaved changes)' : ''}</h4>
          {saved.preview ? <MemberCard member={saved.preview} onOpen={ignore} /> : <p>{NOT_LISTED}</p>}
        </Preview>
      )}
    </>
  );
}
