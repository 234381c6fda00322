import {
  admissionNoteTooLong, Button, COMMENT_MESSAGES, FormAlert, notifySuccess, RadioGroup, serverText, TextField, useForm,
  type ApplicationVotes, type CastVote, type CommitteeVote,
} from 'shared';
import { PartForm } from '../member-detail/review-layout';
import { VOTE_WORDS } from './committee-words';
import { castVote } from './votes-api';

export const CHOOSE_VOTE = 'Choose Yes, No or Abstain';
export const VOTE_CAST = 'Vote cast';
export const VOTE_UPDATED = 'Vote updated';
export const VOTE_FAILED = 'Failed to save the vote';

interface VoteValues {
  vote: string;
  comment: string;
}

const VOTE_OPTIONS = Object.entries(VOTE_WORDS).map(([value, label]) => ({ value, label }));

const voteProblems = ({ vote, comment }: VoteValues) => ({
  ...(!vote && { vote: CHOOSE_VOTE }),
  ...(admissionNoteTooLong(comment) && { comment: COMMENT_MESSAGES.tooLong }),
});

export interface VoteFormProps {
  applicationId: string;
  /** The signed-in admin's vote, if they have voted: the form starts from it. */
  mine: CastVote | undefined;
  /** The server took the vote: the votes as they are now. */
  onSaved: (votes: ApplicationVotes) => void;
}

/**
 * The signed-in admin's vote: Yes, No or Abstain and an optional comment, cast or changed. The
 * server's refusal (409 once the application is decided) shows in the form.
 */
export function VoteForm({ applicationId, mine, onSaved }: VoteFormProps) {
  const { bindSubmitButton, ...form } = useForm<VoteValues>({
    initialValues: { vote: mine?.vote ?? '', comment: mine?.comment ?? '' },
    fields: ['vote', 'comment'],
    resolver: voteProblems,
    mode: 'onSubmit',
  });

  const submit = form.handleSubmit(({ vote, comment }) => {
    const text = comment.trim();
    return castVote(applicationId, { vote: vote as CommitteeVote, ...(text ? { comment: text } : {}) });
  }, {
    onSuccess: (votes) => {
      onSaved(votes);
      notifySuccess(mine ? VOTE_UPDATED : VOTE_CAST);
      form.focusAfterSend('submit');
    },
    onError: (error) => {
      form.setFormError(serverText(error, VOTE_FAILED));
      form.focusAfterSend('submit');
    },
  });

  return (
    <PartForm noValidate onSubmit={(event) => void submit(event)} aria-label="Your vote">
      <RadioGroup legend="Your vote" options={VOTE_OPTIONS} columns={3} {...form.choiceProps('vote')} />
      <TextField multiline rows={3} label="Comment" hint="Optional" {...form.textProps('comment')} />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" variant="secondary" size="sm" ref={bindSubmitButton} busy={form.busy}>
        {mine ? 'Update vote' : 'Cast vote'}
      </Button>
    </PartForm>
  );
}
