import { useCallback, useId, useState, type FormEvent } from 'react';
import {
  Button, noteProblem, NOTE_MAX_LENGTH, notifyError, TextField, useLoad, type ApplicationNote,
} from 'shared';
import { actionLabel, actorText } from '../activity/activity-entry';
import { addNote, fetchHistory, fetchNotes } from './application-notes-api';
import { Entries, Entry, Failed, PartForm, Quiet } from './review-layout';

export const NOTES_LOAD_FAILED = 'Failed to load the notes';
export const HISTORY_LOAD_FAILED = 'Failed to load the history';
export const NOTE_FAILED = 'Failed to add the note';
export const NO_NOTES = 'No notes yet.';
export const NO_HISTORY = 'No decisions yet.';

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
            <Entry key={note.id} by={note.author.fullName || 'An admin'} at={note.at}>{note.text}</Entry>
          ))}
        </Entries>
      ))}
      <PartForm onSubmit={(event) => void submit(event)} noValidate>
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
      </PartForm>
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
        <Entry key={entry.id} by={actorText(entry) || 'An admin'} at={entry.at}>
          <strong>{actionLabel(entry.action)}</strong>{entry.reason ? ` — ${entry.reason}` : ''}
        </Entry>
      ))}
    </Entries>
  );
}
