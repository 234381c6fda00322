import { useCallback, useId, useState, type FormEvent } from 'react';
import {
  Button, noteProblem, NOTE_MAX_LENGTH, notifyError, smallCaps, TextField, useLoad, type ApplicationNote,
} from 'shared';
import styled from 'styled-components';
import { formatClubDateTime, NO_DATE } from 'shared/format';
import { actionLabel } from '../activity/activity-entry';
import { addNote, fetchHistory, fetchNotes } from './application-notes-api';

export const NOTES_LOAD_FAILED = 'Failed to load the notes';
export const HISTORY_LOAD_FAILED = 'Failed to load the history';
export const NOTE_FAILED = 'Failed to add the note';
export const NO_NOTES = 'No notes yet.';
export const NO_HISTORY = 'No decisions yet.';

const Entries = styled.ol`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;

  li {
    padding: 0.75rem 0;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  li:first-child { border-top: 0; padding-top: 0; }
  p { margin: 0.25rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const Byline = styled.div`
  ${smallCaps}
  font-size: 0.6875rem;
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.color.muted};
`;

const Quiet = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Failed = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.color.danger};
`;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  & > div { width: 100%; }
`;

const when = (iso: string) => formatClubDateTime(iso) ?? NO_DATE;

/** The admins' internal notes on an application, oldest first, and a form to add one. */
export function ApplicationNotes({ applicationId }: { applicationId: string }) {
  const { state, update } = useLoad(useCallback((signal: AbortSignal) => fetchNotes(applicationId, signal), [applicationId]));
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = noteProblem(text);
    setProblem(found);
    if (found) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setSending(true);
    try {
      const note = await addNote(applicationId, { text: text.trim() });
      update((notes: ApplicationNote[]) => [...notes, note]);
      setText('');
    } catch {
      notifyError(NOTE_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {state.status === 'error' && <Failed role="alert">{NOTES_LOAD_FAILED}</Failed>}
      {state.status === 'loaded' && (state.data.length === 0 ? <Quiet>{NO_NOTES}</Quiet> : (
        <Entries aria-label="Notes">
          {state.data.map((note) => (
            <li key={note.id}>
              <Byline>{note.author.fullName || 'An admin'} · <time dateTime={note.at}>{when(note.at)}</time></Byline>
              <p>{note.text}</p>
            </li>
          ))}
        </Entries>
      ))}
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={fieldId}
          multiline
          rows={3}
          label="Add a note"
          hint="Only admins see notes."
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          error={problem}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <Button type="submit" variant="secondary" size="sm" busy={sending}>{sending ? 'Adding...' : 'Add note'}</Button>
      </Form>
    </>
  );
}

/** What the admins decided about an application (accepted, rejected, blocked...), oldest first. */
export function ApplicationHistory({ applicationId }: { applicationId: string }) {
  const { state } = useLoad(useCallback((signal: AbortSignal) => fetchHistory(applicationId, signal), [applicationId]));
  if (state.status === 'loading') return null;
  if (state.status === 'error') return <Failed role="alert">{HISTORY_LOAD_FAILED}</Failed>;
  if (state.data.length === 0) return <Quiet>{NO_HISTORY}</Quiet>;
  return (
    <Entries aria-label="Decisions">
      {state.data.map((entry) => (
        <li key={entry.id}>
          <Byline>{entry.admin.fullName || 'An admin'} · <time dateTime={entry.at}>{when(entry.at)}</time></Byline>
          <p><strong>{actionLabel(entry.action)}</strong>{entry.reason ? ` — ${entry.reason}` : ''}</p>
        </li>
      ))}
    </Entries>
  );
}
