import type { ApplicationStatus } from 'shared';
import { formatDate, NO_DATE } from 'shared/format';
import styled from 'styled-components';
import { stageSentences } from './application-stages';
import { ApplicationSteps } from './application-steps';

const Details = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Received = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Words = styled.div`
  padding: 1rem 1.1rem;
  border-left: 3px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.ivory};
  line-height: 1.55;

  p { margin: 0; }
  p + p { margin-top: 0.5rem; }
`;

/** A loaded status: when the application was received, its steps, and what the current one means. */
export function ApplicationStatusDetails({ status }: { status: ApplicationStatus }) {
  return (
    <Details>
      <Received>
        Received on <time dateTime={status.submittedAt}>{formatDate(status.submittedAt) ?? NO_DATE}</time>
      </Received>
      <ApplicationSteps stage={status.stage} />
      <Words>
        {stageSentences(status).map((sentence) => <p key={sentence}>{sentence}</p>)}
      </Words>
    </Details>
  );
}

