import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, media, notifyError, notifySuccess, serverMessage, type Dinner } from 'shared';
import styled from 'styled-components';
import { EmptyList, LoadFailed, ScreenSpinner } from '../panel/screen-layout';
import { AdminDinnerCard } from './admin-dinner-card';
import { CancelDinnerModal } from './cancel-dinner-modal';
import { DinnerFormDialog } from './dinner-form-dialog';
import { CANCEL_MESSAGES, DINNERS_LOAD_FAILED, NO_PAST_DINNERS, NO_UPCOMING_DINNERS } from './dinner-words';
import { cancelDinner, type DinnerList as Which } from './dinners-api';
import { useDinners } from './use-dinners';

export interface DinnerListProps {
  when: Which;
  onWhen: (when: Which) => void;
  onAttendees: (dinner: Dinner) => void;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;

  & > button { flex: 1 1 auto; }
  ${media.sm} { & > button { flex: 0 0 auto; } }
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 0.25rem;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.pill};

  button {
    min-height: 2.5rem;
    padding: 0.4rem 1.25rem;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.875rem;
    font-weight: 600;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.inkSoft};
    background: transparent;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.ivory};
    background: ${({ theme }) => theme.color.ink};
  }

  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    button[aria-pressed='true'] { outline: 2px solid CanvasText; }
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Dialog = { kind: 'new' } | { kind: 'edit' | 'cancel'; dinner: Dinner } | null;

/**
 * The dinners list: Upcoming or Past, New dinner, and each dinner's card with Attendees, Edit and
 * Cancel dinner. Create and edit open a dialog; cancel asks for a reason.
 */
export function DinnerList({ when, onWhen, onAttendees }: DinnerListProps) {
  const { state, retry, refresh, replace } = useDinners(when);
  const [cancelling, setCancelling] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useRef<HTMLDivElement>(null);
  // A cancelled dinner loses its Edit and Cancel buttons: focus goes to its Attendees button.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfter.current;
    if (!id || dialog) return;
    focusAfter.current = null;
    const card = Array.from(list.current?.querySelectorAll<HTMLElement>('[data-dinner]') ?? []).find((item) => item.dataset.dinner === id);
    card?.querySelector<HTMLElement>('button')?.focus();
  }, [dialog, state]);
  const close = useCallback(() => setDialog(null), []);
  const edit = useCallback((dinner: Dinner) => setDialog({ kind: 'edit', dinner }), []);
  const askCancel = useCallback((dinner: Dinner) => setDialog({ kind: 'cancel', dinner }), []);

  const saved = (dinner: Dinner) => {
    if (dialog?.kind === 'edit') replace(dinner);
    else if (when === 'upcoming') refresh();
    else onWhen('upcoming');
    setDialog(null);
  };

  // A refusal keeps the dialog open, with the reason typed, for another try.
  async function cancel(dinner: Dinner, reason: string) {
    setCancelling(true);
    try {
      replace(await cancelDinner(dinner.id, reason));
      focusAfter.current = dinner.id;
      setDialog(null);
      notifySuccess(CANCEL_MESSAGES.success);
    } catch (error) {
      const message = serverMessage(error);
      notifyError(typeof message === 'string' ? message : CANCEL_MESSAGES.failure);
    } finally {
      setCancelling(false);
    }
  }

  let content;
  if (state.status === 'loading') content = <ScreenSpinner label="Loading dinners" />;
  else if (state.status === 'error') content = <LoadFailed message={DINNERS_LOAD_FAILED} onRetry={retry} />;
  else if (state.data.dinners.length === 0) content = <EmptyList message={when === 'upcoming' ? NO_UPCOMING_DINNERS : NO_PAST_DINNERS} />;
  else {
    const { dinners, readAt } = state.data;
    content = (
      <Cards aria-label={when === 'upcoming' ? 'Upcoming dinners' : 'Past dinners'}>
        {dinners.map((dinner) => (
          <li key={dinner.id}>
            <AdminDinnerCard dinner={dinner} now={readAt} onAttendees={onAttendees} onEdit={edit} onCancel={askCancel} />
          </li>
        ))}
      </Cards>
    );
  }

  return (
    <>
      <Toolbar>
        <Segments role="group" aria-label="Dinners to show">
          <button type="button" aria-pressed={when === 'upcoming'} onClick={() => onWhen('upcoming')}>Upcoming</button>
          <button type="button" aria-pressed={when === 'past'} onClick={() => onWhen('past')}>Past</button>
        </Segments>
        <Button onClick={() => setDialog({ kind: 'new' })}>New dinner</Button>
      </Toolbar>
      <div ref={list} aria-busy={state.status === 'loading' || undefined}>{content}</div>

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <DinnerFormDialog dinner={dialog.kind === 'edit' ? dialog.dinner : null} onClose={close} onSaved={saved} />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelDinnerModal
          dinner={dialog.dinner}
          busy={cancelling}
          onKeep={close}
          onCancel={(reason) => void cancel(dialog.dinner, reason)}
        />
      )}
    </>
  );
}
