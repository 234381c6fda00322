import { useState } from 'react';
import {
  ADMISSION_NOTE_MESSAGES, admissionNoteTooLong, httpStatusOf, notifyError, notifySuccess, serverMessage,
  type SponsorDecision, type Sponsorship, type SponsorshipBody,
} from 'shared';
import { answerSponsorship } from './sponsorships-api';
import { ALREADY_DECIDED, ANSWER_FAILED, APPLICATION_GONE, answeredText } from './sponsorship-words';

export interface SponsorshipAnswerOptions {
  sponsorship: Sponsorship;
  /** The server has the answer: the application as it is now (the toast is already shown). */
  onAnswered: (sponsorship: Sponsorship) => void;
  /** The server refused because the list is out of date (decided, or gone): load it again. */
  onStale: () => void;
}

export interface SponsorshipAnswer {
  /** The note field's text; it starts from the note the member sent last. */
  note: string;
  setNote: (note: string) => void;
  /** What is wrong with the note: over the limit, or the server's word on it. */
  noteProblem: string | null;
  /** The note is over ADMISSION_NOTE_MAX_LENGTH: no answer is sent with it. */
  noteTooLong: boolean;
  /** The answer being sent, or null. */
  sending: SponsorDecision | null;
  /** Sends the answer with the note; false when it was not sent (the note is too long, or an answer is on its way). */
  answer: (decision: SponsorDecision) => Promise<boolean>;
}

/**
 * One application's answer: the note, and sending 'endorse' or 'decline' with it (again to change
 * it, until the application is decided). Success and failure are toasts; a 409 (decided since) or
 * a 404 (gone) also has the list loaded again.
 */
export function useSponsorshipAnswer({ sponsorship, onAnswered, onStale }: SponsorshipAnswerOptions): SponsorshipAnswer {
  const [note, setDraft] = useState(sponsorship.note ?? '');
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<SponsorDecision | null>(null);
  const tooLong = admissionNoteTooLong(note);

  const setNote = (text: string) => {
    setDraft(text);
    setServerProblem(null);
  };

  const answer = async (decision: SponsorDecision): Promise<boolean> => {
    if (sending || tooLong) return false;
    const text = note.trim();
    // A blank field sends no note; with a note sent before, an empty one says to remove it.
    const body: SponsorshipBody = text || sponsorship.note ? { decision, note: text } : { decision };
    setSending(decision);
    setServerProblem(null);
    try {
      const answered = await answerSponsorship(sponsorship.id, body);
      setDraft(answered.note ?? '');
      notifySuccess(answeredText(answered));
      onAnswered(answered);
    } catch (error) {
      const status = httpStatusOf(error);
      const message = serverMessage(error);
      if (status === 409 || status === 404) {
        notifyError(status === 404 ? APPLICATION_GONE : typeof message === 'string' ? message : ALREADY_DECIDED);
        onStale();
      } else if (Array.isArray(message)) {
        const onNote = message.find((item) => item.field === 'note');
        if (onNote) setServerProblem(onNote.message);
        const others = message.filter((item) => item !== onNote).map((item) => item.message);
        notifyError(others.length > 0 ? others.join(' ') : onNote?.message ?? ANSWER_FAILED);
      } else {
        notifyError(ANSWER_FAILED);
      }
    } finally {
      setSending(null);
    }
    return true;
  };

  return {
    note,
    setNote,
    noteProblem: tooLong ? ADMISSION_NOTE_MESSAGES.tooLong : serverProblem,
    noteTooLong: tooLong,
    sending,
    answer,
  };
}
