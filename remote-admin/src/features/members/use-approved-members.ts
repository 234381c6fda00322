import { useCallback } from 'react';
import { notifyError, notifySuccess, useLoad, type LoadState, type MembershipRecord } from 'shared';
import { useRowCalls } from '../../lib/use-row-calls';
import { blockBody, changeVerification, unblockBody } from './change-verification';
import { fetchApprovedMembers } from './fetch-approved-members';

/** What the admin is told after blocking or unblocking. */
export const BLOCK_MESSAGES = { success: 'Member blocked successfully!', failure: 'Failed to block member' } as const;
export const UNBLOCK_MESSAGES = { success: 'Status updated successfully!', failure: 'Failed to update member status' } as const;

export type MemberChange = 'block' | 'unblock';

export interface ApprovedMembers {
  state: LoadState<MembershipRecord[]>;
  retry: () => void;
  /** The change in flight for each member, by record id. */
  busy: ReadonlyMap<string, MemberChange>;
  /** Blocks the member's user with the reason; `onSettled` runs in the same update either way. */
  block: (member: MembershipRecord, reason: string, onSettled?: () => void) => Promise<void>;
  /** Makes the member's user active again. */
  unblock: (member: MembershipRecord) => Promise<void>;
}

/**
 * The approved members and their status (active to blocked with a reason, shown as inactive;
 * inactive to active on Unblock). A row changes only when the API said yes.
 */
export function useApprovedMembers(): ApprovedMembers {
  const { state, retry, update } = useLoad(fetchApprovedMembers);
  const { busy, run } = useRowCalls<MemberChange>();

  const change = useCallback(async (member: MembershipRecord, kind: MemberChange, reason: string, onSettled?: () => void) => {
    const user = member.user;
    if (!user) return;
    const messages = kind === 'block' ? BLOCK_MESSAGES : UNBLOCK_MESSAGES;
    const body = kind === 'block' ? blockBody(user.id, reason) : unblockBody(user.id);
    await run(member.id, kind, () => changeVerification(body), (done) => {
      if (done) {
        const isActive = kind === 'unblock';
        update((list) => list.map((item) => (
          item.id === member.id && item.user ? { ...item, user: { ...item.user, isActive } } : item
        )));
      }
      onSettled?.();
      if (done) notifySuccess(messages.success);
      else notifyError(messages.failure);
    });
  }, [run, update]);

  const block = useCallback<ApprovedMembers['block']>(
    (member, reason, onSettled) => change(member, 'block', reason, onSettled),
    [change],
  );
  const unblock = useCallback<ApprovedMembers['unblock']>((member) => change(member, 'unblock', ''), [change]);

  return { state, retry, busy, block, unblock };
}
