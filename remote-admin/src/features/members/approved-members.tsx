import { useCallback, useState } from 'react';
import { smallCaps, type MembershipRecord } from 'shared';
import styled from 'styled-components';
import { MemberAttendance } from '../dinners/member-attendance';
import { MemberDetailModal } from '../member-detail/member-detail-modal';
import { EmptyList, LoadFailed, ScreenSpinner } from '../panel/screen-layout';
import { RecordsTable } from '../records/records-table';
import { RowButton, whoOf } from '../records/row-button';
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
 * Approved Members: the members' table, each row with View and Block (asks for a reason) or, for
 * a blocked member, Unblock. A blocked member is marked 'Inactive'.
 */
export function ApprovedMembers() {
  const { state, retry, busy, block, unblock } = useApprovedMembers();
  const [viewing, setViewing] = useState<MembershipRecord | null>(null);
  const [blocking, setBlocking] = useState<MembershipRecord | null>(null);
  const closeView = useCallback(() => setViewing(null), []);

  if (state.status === 'loading') return <ScreenSpinner label="Loading members" />;
  if (state.status === 'error') return <LoadFailed message={MEMBERS_LOAD_FAILED} onRetry={retry} />;

  const members = state.data;
  return (
    <>
      {members.length === 0 ? (
        <EmptyList message={NO_MEMBERS} />
      ) : (
        <RecordsTable
          caption="Approved members"
          records={members}
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
