import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, smallCaps, Spinner, useSiteConfig, type MemberDinner } from 'shared';
import styled from 'styled-components';
import { CardGrid, SectionNotice, SubTitle } from '../dashboard/dashboard-layout';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { CancelRsvpDialog } from './cancel-rsvp-dialog';
import { DinnerCard } from './dinner-card';
import { DINNERS_LOAD_FAILED, NO_DINNERS } from './dinner-words';
import { icsHref, type RsvpResult } from './dinners-api';
import { RsvpDialog } from './rsvp-dialog';
import { useMemberDinners } from './use-member-dinners';

const Block = styled.div`
  margin-bottom: 3rem;
`;

const Past = styled.details`
  margin-top: 1.5rem;

  summary {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.25rem 0;
    ${smallCaps}
    color: ${({ theme }) => theme.color.brass};
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  ul { margin-top: 0.75rem; }
`;

type Dialog = { kind: 'reply' | 'cancel'; dinner: MemberDinner } | null;

/**
 * The club's dinners on the member dashboard: upcoming ones as cards (reserve, change, cancel,
 * add to calendar), the past ones folded away, and the member's calendar feed. It loads on its
 * own: its spinner, failure and empty state leave the rest of the dashboard alone.
 */
export function ClubDinners() {
  const { state, retry, refresh, replace } = useMemberDinners();
  const { apiBase } = useSiteConfig();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useRef<HTMLDivElement>(null);
  // The dinner whose reply just changed: its buttons change with it, so focus goes to its first.
  const focusAfter = useRef<string | null>(null);
  const reserve = useCallback((dinner: MemberDinner) => setDialog({ kind: 'reply', dinner }), []);
  const cancel = useCallback((dinner: MemberDinner) => setDialog({ kind: 'cancel', dinner }), []);
  const close = useCallback(() => setDialog(null), []);
  const done = useCallback((result: RsvpResult) => {
    replace(result.dinner);
    focusAfter.current = result.dinner.id;
    setDialog(null);
  }, [replace]);

  useEffect(() => {
    const id = focusAfter.current;
    if (!id || dialog) return;
    focusAfter.current = null;
    const card = Array.from(list.current?.querySelectorAll<HTMLElement>('[data-dinner]') ?? []).find((item) => item.dataset.dinner === id);
    card?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [dialog, state]);

  let content;
  if (state.status === 'loading') {
    content = <SectionNotice><Spinner label="Loading dinners" size="lg" /></SectionNotice>;
  } else if (state.status === 'error') {
    content = (
      <SectionNotice>
        <p className="failure" role="alert">{DINNERS_LOAD_FAILED}</p>
        <Button variant="secondary" onClick={retry}>Try again</Button>
      </SectionNotice>
    );
  } else {
    const { dinners, readAt } = state.data;
    const upcoming = dinners.filter((dinner) => Date.parse(dinner.endsAt) > readAt.getTime());
    const past = dinners.filter((dinner) => Date.parse(dinner.endsAt) <= readAt.getTime());
    const card = (dinner: MemberDinner, compact = false) => (
      <li key={dinner.id}>
        <DinnerCard
          dinner={dinner}
          now={readAt}
          icsHref={icsHref(apiBase, dinner.id)}
          compact={compact}
          onReserve={reserve}
          onCancel={cancel}
        />
      </li>
    );
    content = (
      <>
        {upcoming.length === 0
          ? <SectionNotice><p className="empty">{NO_DINNERS}</p></SectionNotice>
          : <CardGrid aria-labelledby="dinners-title">{upcoming.map((dinner) => card(dinner))}</CardGrid>}
        {past.length > 0 && (
          <Past>
            <summary>{`Past dinners (${past.length})`}</summary>
            <CardGrid aria-label="Past dinners">{past.map((dinner) => card(dinner, true))}</CardGrid>
          </Past>
        )}
      </>
    );
  }

  const current = dialog && state.status === 'loaded'
    ? state.data.dinners.find((dinner) => dinner.id === dialog.dinner.id) ?? dialog.dinner
    : dialog?.dinner;

  return (
    <>
      <Block ref={list} aria-busy={state.status === 'loading' || undefined}>
        <SubTitle id="dinners-title">Club dinners</SubTitle>
        {content}
      </Block>
      <CalendarFeedPanel />
      {dialog?.kind === 'reply' && current && (
        <RsvpDialog
          dinner={current}
          defaultNotes={state.status === 'loaded' ? state.data.myDietaryNotes : null}
          onClose={close}
          onDone={done}
          onStale={refresh}
        />
      )}
      {dialog?.kind === 'cancel' && current && (
        <CancelRsvpDialog dinner={current} onClose={close} onDone={done} onStale={refresh} />
      )}
    </>
  );
}
