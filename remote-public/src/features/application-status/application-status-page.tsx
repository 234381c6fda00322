import { useParams } from 'shared/router';
import { Button, Spinner, useDocumentTitle, useSiteConfig, type ApplicationStatus, type LoadState } from 'shared';
import styled from 'styled-components';
import { AuthCard, InlineError } from '../../components/auth-card';
import { ApplicationStatusDetails } from './application-status-details';
import { useApplicationStatus } from './use-application-status';

export const STATUS_TITLE = 'Your application';
export const NOT_FOUND_TEXT = "We could not find this application. The link may be mistyped, or the application's data has been erased.";
export const LOAD_FAILED_TEXT = 'We could not load the status of your application. Please try again.';

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 16rem;
`;

function StatusBody({ state, onRetry }: { state: LoadState<ApplicationStatus | null>; onRetry: () => void }) {
  if (state.status === 'loading') {
    return <Loading><Spinner label="Loading your application" size="lg" /></Loading>;
  }
  if (state.status === 'error') {
    return (
      <Body>
        <InlineError role="alert">{LOAD_FAILED_TEXT}</InlineError>
        <Button variant="secondary" onClick={onRetry}>Try again</Button>
      </Body>
    );
  }
  if (!state.data) return <InlineError role="alert">{NOT_FOUND_TEXT}</InlineError>;
  return <ApplicationStatusDetails status={state.data} />;
}

/**
 * Where an application stands, for its applicant (the link `/application/{token}` they were
 * mailed). The status loads in the browser: the server draws the loading state.
 */
export function ApplicationStatusPage() {
  const { token = '' } = useParams();
  const { state, retry } = useApplicationStatus(token);
  const { brandName } = useSiteConfig();
  useDocumentTitle(`${STATUS_TITLE} · ${brandName}`);

  return (
    <AuthCard eyebrow="Membership" title={STATUS_TITLE}>
      <StatusBody state={state} onRetry={retry} />
    </AuthCard>
  );
}
