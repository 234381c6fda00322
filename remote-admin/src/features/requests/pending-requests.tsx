import { useCallback, useState } from 'react';
import { apiUrl, type PendingRequest } from 'shared';
import { useRefocusWhenLost } from '../../lib/use-refocus-when-lost';
import { AdmissionsCard } from '../admissions/admissions-card';
import { CommitteePart } from '../committee/committee-part';
import { CommitteeProgress } from '../committee/committee-progress';
import { DateRange, ListToolbar, SearchBox, ToolbarActions, ToolbarSelect } from '../lists/list-toolbar';
import { PagedList } from '../lists/paged-list';
import { MemberDetailModal } from '../member-detail/member-detail-modal';
import { RecordsTable } from '../records/records-table';
import { RowButton, whoOf } from '../records/row-button';
import { PENDING_SORTS } from './pending-query';
import { RejectModal } from './reject-modal';
import { usePendingRequests } from './use-pending-requests';

/** The requests screen's load-failure text, empty state and busy label. */
export const REQUESTS_LOAD_FAILED = 'Failed to load requests';
export const NO_PENDING_REQUESTS = 'No pending requests';
export const PROCESSING = 'Processing...';

export interface PendingRequestsProps {
  adminId: string;
  /** Puts focus on the screen's title (when the focused row has gone). */
  focusTitle: () => void;
}

/**
 * Pending Requests: a toolbar (search, sort, days applied, CSV export of the view), one page of the
 * requests waiting for a decision, each with the committee's progress and View (the detail, with
 * the committee's votes and the admin's own), Accept and Reject (which asks for a reason first),
 * the pager, and the club's admission rules. The view lives in the URL.
 */
export function PendingRequests({ adminId, focusTitle }: PendingRequestsProps) {
  const { view, state, stale, retry, refresh, busy, respond } = usePendingRequests(adminId);
  const { query, update } = view;
  const [viewing, setViewing] = useState<PendingRequest | null>(null);
  const [rejecting, setRejecting] = useState<PendingRequest | null>(null);
  const closeView = useCallback(() => setViewing(null), []);
  const search = useCallback((q: string) => update({ q }), [update]);
  useRefocusWhenLost(state.status === 'loaded' ? state.data.data.length : 0, focusTitle);

  return (
    <>
      <ListToolbar label="Search and filter the pending requests" searchSpan={3}>
        <SearchBox label="Search" placeholder="Name, e-mail or profession" value={query.q} onSearch={search} />
        <ToolbarSelect label="Sort by" value={query.sort} options={PENDING_SORTS} onChange={(sort) => update({ sort })} wide />
        <DateRange fromLabel="Applied from" toLabel="Applied to" from={query.from} to={query.to} onChange={update} />
        <ToolbarActions
          exportHref={apiUrl('admin/membership/pendingRequests.csv', view.exportParams)}
          onClear={view.clear}
        />
      </ListToolbar>

      <PagedList
        state={state}
        stale={stale}
        onRetry={retry}
        spinnerLabel="Loading requests"
        failure={REQUESTS_LOAD_FAILED}
        empty={NO_PENDING_REQUESTS}
        view={view}
        pagerLabel="Pages of pending requests"
      >
        {(page, loading) => (
          <RecordsTable
            caption="Membership requests waiting for a decision"
            records={page.data}
            busy={loading}
            extra={{ label: 'Progress', cell: (request) => <CommitteeProgress progress={request} /> }}
            actions={(request) => {
              const deciding = busy.get(request.id);
              const who = whoOf(request);
              return (
                <>
                  <RowButton variant="ghost" label="View" who={who} onClick={() => setViewing(request)} />
                  <RowButton
                    label={deciding === 'approved' ? PROCESSING : 'Accept'}
                    who={who}
                    busy={deciding === 'approved'}
                    disabled={deciding !== undefined}
                    onClick={() => void respond(request, 'approved')}
                  />
                  <RowButton
                    variant="secondary"
                    label={deciding === 'rejected' ? PROCESSING : 'Reject'}
                    who={who}
                    busy={deciding === 'rejected'}
                    disabled={deciding !== undefined}
                    onClick={() => setRejecting(request)}
                  />
                </>
              );
            }}
          />
        )}
      </PagedList>

      <AdmissionsCard />

      {viewing && (
        <MemberDetailModal
          record={viewing}
          onClose={closeView}
          committee={<CommitteePart applicationId={viewing.id} adminId={adminId} onVoted={refresh} />}
        />
      )}
      {rejecting && (
        <RejectModal
          request={rejecting}
          busy={busy.get(rejecting.id) === 'rejected'}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => void respond(rejecting, 'rejected', reason, () => setRejecting(null))}
        />
      )}
    </>
  );
}
