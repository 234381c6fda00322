import { useCallback } from 'react';
import {
  notifyError, notifySuccess, type Load, type MembershipListResponse, type MembershipRecord,
} from 'shared';
import { useRowCalls } from '../../lib/use-row-calls';
import { usePagedList } from '../lists/use-paged-list';
import { useUrlQuery, type UrlQuery } from '../lists/use-url-query';
import { APPROVED_QUERY } from './approved-query';
import { blockBody, changeVerification, unblockBody } from './change-verification';
import { fetchApprovedMembers } from './fetch-approved-members';

/** What the admin is told after blocking or unblocking. */
export const BLOCK_MESSAGES = { success: 'Member blocked successfully!', failure: 'Failed to block member' } as const;
export const UNBLOCK_MESSAGES = { success: 'Status updated successfully!', failure: 'Failed to update member status' } as const;

export type MemberChange = 'block' | 'unblock';

export interface ApprovedMembers extends Pick<Load<MembershipListResponse>, 'state' | 'stale' | 'retry' | 'refresh'> {
  /** The view in the URL (search, sort, status, days, page) and its changes. */
  view: UrlQuery<keyof typeof APPROVED_QUERY>;
  /** The change in flight for each member, by record id. */
  busy: ReadonlyMap<string, MemberChange>;
  /** Blocks the member's user with the reason; `onSettled` runs in the same update either way. */
  block: (member: MembershipRecord, reason: string, onSettled?: () => void) => Promise<void>;
  /** Makes the member's user active again. */
  unblock: (member: MembershipRecord) => Promise<void>;
}

/**
 * One page of the approved members, for the view in the URL, and their status (active to blocked
 * with a reason, shown as inactive; inactive to active on Unblock). A row changes only when the
 * API said yes; then the page loads again behind it (a member blocked while only active members
 * are listed leaves the page).
 */
export function useApprovedMembers(): ApprovedMembers {
  const view = useUrlQuery(APPROVED_QUERY);
  const { state, stale, retry, refresh, update } = usePagedList(fetchApprovedMembers, view);
  const { busy, run } = useRowCalls<MemberChange>();

  const change = useCallback(async (member: MembershipRecord, kind: MemberChange, reason: string, onSettled?: () => void) => {
    const user = member.user;
    if (!user) return;
    const messages = kind === 'block' ? BLOCK_MESSAGES : UNBLOCK_MESSAGES;
    const body = kind === 'block' ? blockBody(user.id, reason) : unblockBody(user.id);
    await run(member.id, kind, () => changeVerification(body), (done) => {
      if (done) {
        const isActive = kind === 'unblock';
        update((page) => ({
          ...page,
          data: page.data.map((item) => (item.id === member.id && item.user ? { ...item, user: { ...item.user, isActive } } : item)),
        }));
      }
      onSettled?.();
      if (done) {
        notifySuccess(messages.success);
        refresh();
      } else {
        notifyError(messages.failure);
      }
    });
  }, [run, update, refresh]);

  const block = useCallback<ApprovedMembers['block']>(
    (member, reason, onSettled) => change(member, 'block', reason, onSettled),
    [change],
  );
  const unblock = useCallback<ApprovedMembers['unblock']>((member) => change(member, 'unblock', ''), [change]);

  return { view, state, stale, retry, refresh, busy, block, unblock };
}
