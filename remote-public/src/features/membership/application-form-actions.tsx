import { useId } from 'react';
import { APPLICATION_MESSAGES, Button, CheckboxField, media } from 'shared';
import styled from 'styled-components';
import type { ApplicationFormModel } from './use-application-form';

export const AGREEMENT_TEXT =
  'I understand that membership is by approval of the membership committee and that a monthly membership fee applies on approval.';

const Agreement = styled.div`
  padding: 1.25rem 1.25rem 1.25rem 1.5rem;
  background-color: ${({ theme }) => theme.color.ivory};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-left: 3px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const SubmitRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.75rem;

  ${media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.5rem;
  }
`;

/** Disabled buttons get no hover in some browsers: the tooltip sits on this wrapper. */
const TooltipWrap = styled.span`
  display: flex;

  ${media.sm} {
    display: inline-flex;
  }
`;

const Pending = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-style: italic;
  line-height: 1.45;
  color: ${({ theme }) => theme.color.muted};
`;

const ReviewButton = styled(Button)`
  padding-inline: 0.5rem;
  color: ${({ theme }) => theme.color.brass};
  letter-spacing: 0.08em;
`;

/** The membership agreement, then the submit button with why it is disabled, if it is. */
export function ApplicationFormActions({ form }: { form: ApplicationFormModel }) {
  const hintId = useId();
  const waiting = !form.valid && !form.busy;
  const fillRequired = APPLICATION_MESSAGES.fillRequired;

  return (
    <>
      <Agreement>
        <CheckboxField {...form.checkboxProps('membershipAgreement')} label={AGREEMENT_TEXT} />
      </Agreement>
      <SubmitRow>
        <TooltipWrap title={waiting ? fillRequired : undefined}>
          <Button
            type="submit"
            size="lg"
            fullWidth
            busy={form.busy}
            disabled={!form.valid}
            aria-describedby={waiting ? hintId : undefined}
          >
            {form.busy ? 'Submitting...' : 'Submit Application'}
          </Button>
        </TooltipWrap>
        {waiting && (
          <Pending>
            <Hint id={hintId}>{fillRequired}</Hint>
            <ReviewButton variant="ghost" size="sm" onClick={() => form.review()}>
              Show what is missing
            </ReviewButton>
          </Pending>
        )}
      </SubmitRow>
    </>
  );
}
