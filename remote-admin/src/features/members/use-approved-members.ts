import { useCallback, useState } from 'react';
import { notifyError, notifySuccess, type MembershipRecord } from 'shared';
import { useLoad, type LoadState } from '../../lib/use-load';
import { blockBody, changeVerification, unblockBody } from './change-verification';
import { fetchApprovedMembers } from './fetch-approved-members';

/** spec.md section 8: what the admin is told after blocking or unblocking. */
export const BLOCK_MESSAGES = { success: 'Member blocked successfully!', failure: 'Failed to block member' } as const;
export const UNBLOCK_MESSAGES = { success: 'Status updated successfully!', failure: 'Failed to update member status' } as const;

export type MemberChange = 'block' | 'unblock';

const loadApproved = (signal: AbortSignal) => fetchApprovedMembers({ signal });

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
 * The approved members and their status (spec.md section 4: active to blocked with a reason,
 * shown as inactive; inactive to active on Unblock). A row changes only when the API said yes.
 */
export function useApprovedMembers(): ApprovedMembers {
  const { state, retry, update } = useLoad(loadApproved);
  const [busy, setBusy] = useState<ReadonlyMap<string, MemberChange>>(() => new Map());

  const change = useCallback(async (member: MembershipRecord, kind: MemberChange, reason: string, onSettled?: () => void) => {
    const user = member.user;
    if (!user) return;
    const messages = kind === 'block' ? BLOCK_MESSAGES : UNBLOCK_MESSAGES;
    setBusy((current) => new Map(current).set(member.id, kind));
    let done = false;
    try {
      await changeVerification(kind === 'block' ? blockBody(user.id, reason) : unblockBody(user.id));
      done = true;
    } catch {
      done = false;
    }
    if (done) {
      const isActive = kind === 'unblock';
      update((list) => list.map((item) => (
        item.id === member.id && item.user ? { ...item, user: { ...item.user, isActive } } : item
      )));
    }
    setBusy((current) => {
      const next = new Map(current);
      next.delete(member.id);
      return next;
    });
    onSettled?.();
    if (done) notifySuccess(messages.success);
    else notifyError(messages.failure);
  }, [update]);

  const block = useCallback<ApprovedMembers['block']>(
    (member, reason, onSettled) => change(member, 'block', reason, onSettled),
    [change],
  );
  const unblock = useCallback<ApprovedMembers['unblock']>((member) => change(member, 'unblock', ''), [change]);

  return { state, retry, busy, block, unblock };
}
