import { useCallback, useState } from 'react';
import { apiUrl, smallCaps, type MembershipRecord } from 'shared';
import styled from 'styled-components';
import { MemberAttendance } from '../dinners/member-attendance';
import { PendingDepartures } from '../departures/pending-departures';
import { DateRange, ListToolbar, SearchBox, ToolbarActions, ToolbarSelect } from '../lists/list-toolbar';
import { PagedList } from '../lists/paged-list';
import { MemberDetailModal } from '../member-detail/member-detail-modal';
import { RecordsTable } from '../records/records-table';
import { RowButton, whoOf } from '../records/row-button';
import { APPROVED_SORTS, STATUS_FILTERS } from './approved-query';
import { BlockModal } from './block-modal';
import { useApprovedMembers } from './use-approved-members';

/** The members screen's load-failure text and empty state. */
export const MEMBERS_LOAD_FAILED = 'Failed to load members';
export const NO_MEMBERS = 'No members found.';

const Inactive = styled.span`
  padding: 0.15rem 0.55rem;
  ${smallCaps}
  font-size: 0.6875rem;
  letter-spacing: 0.14em;
  color: ${({ theme }) => theme.color.white};
  background: ${({ theme }) => theme.color.wine};
  border-radius: ${({ theme }) => theme.radius.pill};
  white-space: nowrap;
`;

/**
 * Approved Members: the members leaving the club (when any), a toolbar (search, sort, status,
 * days approved, CSV export of the view), one page of the members' table, each row with View and
 * Block (asks for a reason) or, for a blocked member, Unblock, and the pager. A blocked member is
 * marked 'Inactive'. The view lives in the URL.
 */
export function ApprovedMembers() {
  const { view, state, stale, retry, refresh, busy, block, unblock } = useApprovedMembers();
  const { query, update } = view;
  const [viewing, setViewing] = useState<MembershipRecord | null>(null);
  const [blocking, setBlocking] = useState<MembershipRecord | null>(null);
  const closeView = useCallback(() => setViewing(null), []);
  const search = useCallback((q: string) => update({ q }), [update]);

  return (
    <>
      <PendingDepartures onErased={refresh} />

      <ListToolbar label="Search and filter the approved members">
        <SearchBox label="Search" placeholder="Name, e-mail or profession" value={query.q} onSearch={search} />
        <ToolbarSelect label="Sort by" value={query.sort} options={APPROVED_SORTS} onChange={(sort) => update({ sort })} />
        <ToolbarSelect label="Status" value={query.status} options={STATUS_FILTERS} onChange={(status) => update({ status })} />
        <DateRange fromLabel="Approved from" toLabel="Approved to" from={query.from} to={query.to} onChange={update} />
        <ToolbarActions
          exportHref={apiUrl('admin/membership/approvedMembers.csv', view.exportParams)}
          onClear={view.clear}
        />
      </ListToolbar>

      <PagedList
        state={state}
        stale={stale}
        onRetry={retry}
        spinnerLabel="Loading members"
        failure={MEMBERS_LOAD_FAILED}
        empty={NO_MEMBERS}
        view={view}
        pagerLabel="Pages of approved members"
      >
        {(page, loading) => (
          <RecordsTable
            caption="Approved members"
            records={page.data}
            busy={loading}
            status={(member) => (member.user && !member.user.isActive ? <Inactive>Inactive</Inactive> : null)}
            actions={(member) => {
              const changing = busy.get(member.id);
              const who = whoOf(member);
              const active = member.user?.isActive ?? true;
              return (
                <>
                  <RowButton variant="ghost" label="View" who={who} onClick={() => setViewing(member)} />
                  {member.user && (
                    // One button that turns from Block into Unblock, so focus stays on it.
                    <RowButton
                      variant={active ? 'secondary' : 'primary'}
                      label={active ? (changing === 'block' ? 'Blocking...' : 'Block') : (changing === 'unblock' ? 'Unblocking...' : 'Unblock')}
                      who={who}
                      busy={changing !== undefined}
                      onClick={() => (active ? setBlocking(member) : void unblock(member))}
                    />
                  )}
                </>
              );
            }}
          />
        )}
      </PagedList>

      {viewing && (
        <MemberDetailModal
          record={viewing}
          onClose={closeView}
          dinners={viewing.user && <MemberAttendance userId={viewing.user.id} />}
        />
      )}
      {blocking && (
        <BlockModal
          member={blocking}
          busy={busy.get(blocking.id) === 'block'}
          onCancel={() => setBlocking(null)}
          // On a failed block the dialog still closes.
          onBlock={(reason) => void block(blocking, reason, () => setBlocking(null))}
        />
      )}
    </>
  );
}
