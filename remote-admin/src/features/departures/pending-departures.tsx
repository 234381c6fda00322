import { useId, useState } from 'react';
import {
  Button, httpStatusOf, media, Modal, notifyError, notifySuccess, smallCaps, useLoad, type PendingDeparture,
} from 'shared';
import styled from 'styled-components';
import { formatDate, NO_DATE } from 'shared/format';
import { Surface } from '../panel/screen-layout';
import { RowButton } from '../records/row-button';
import { eraseDeparture, fetchDepartures } from './fetch-departures';

export const DEPARTURES_TITLE = 'Leaving the club';
export const ERASED = 'The member’s personal data has been erased';
export const ERASE_FAILED = 'Failed to erase the member’s data';
export const DEPARTURES_LOAD_FAILED = 'Failed to load the members leaving the club';

const Card = styled(Surface)`
  margin: 0 0 2rem;
  padding: 1.25rem 1.25rem 0.5rem;
  border-top-color: ${({ theme }) => theme.color.wine};
  ${media.md} { padding: 1.5rem 1.75rem 0.75rem; }

  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.25rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
`;

const Lead = styled.p`
  margin: 0.35rem 0 0.75rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.muted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem 1.5rem;
    padding: 0.9rem 0;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
`;

const Who = styled.div`
  min-width: 0;
  flex: 1 1 16rem;

  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.color.ink};
    overflow-wrap: anywhere;
  }

  span {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

const Dates = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  margin: 0;

  div { display: flex; flex-direction: column; }
  dt { ${smallCaps} letter-spacing: 0.14em; font-size: 0.6875rem; color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; font-size: 0.9375rem; white-space: nowrap; }
`;

const Failed = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.color.danger};
`;

const dayOf = (iso: string) => formatDate(iso) ?? NO_DATE;

function ConfirmErase({ member, busy, onCancel, onErase }: {
  member: PendingDeparture;
  busy: boolean;
  onCancel: () => void;
  onErase: () => void;
}) {
  const name = member.fullName || member.email;
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open
      size="sm"
      title={`Erase ${name}’s data now?`}
      description={`Their name, e-mail, phone, picture, application answers and messages are erased at once instead of after ${dayOf(member.eraseAfter)}. This cannot be undone.`}
      onClose={close}
      closeOnBackdrop={false}
      footer={(
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>Cancel</Button>
          <Button variant="danger" onClick={onErase} busy={busy}>{busy ? 'Erasing...' : 'Erase now'}</Button>
        </>
      )}
    />
  );
}

/**
 * The members who asked to leave and whose data the club still holds, each with the day it will
 * be erased and 'Erase now' (after a confirmation). Shows nothing when no one is leaving.
 */
export function PendingDepartures({ onErased }: { onErased: () => void }) {
  const titleId = useId();
  const { state, retry, update } = useLoad(fetchDepartures);
  const [confirming, setConfirming] = useState<PendingDeparture | null>(null);
  const [erasing, setErasing] = useState(false);

  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <Failed role="alert">
        {DEPARTURES_LOAD_FAILED}
        <Button variant="secondary" size="sm" onClick={retry}>Try again</Button>
      </Failed>
    );
  }
  if (state.data.length === 0) return null;

  const erase = async (member: PendingDeparture) => {
    setErasing(true);
    try {
      notifySuccess((await eraseDeparture(member.userId)) ?? ERASED);
      update((list) => list.filter((item) => item.userId !== member.userId));
      onErased();
    } catch (error) {
      // Erased already (by the hourly job or another admin): it leaves the list too.
      if (httpStatusOf(error) === 404) update((list) => list.filter((item) => item.userId !== member.userId));
      notifyError(ERASE_FAILED);
    } finally {
      setErasing(false);
      setConfirming(null);
    }
  };

  const count = state.data.length;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h3 id={titleId}>{DEPARTURES_TITLE}</h3>
      <Lead>
        {count === 1 ? 'One member has' : `${count} members have`} asked to leave. Their personal data is erased
        when the grace period ends, or now.
      </Lead>
      <List>
        {state.data.map((member) => (
          <li key={member.userId}>
            <Who>
              <strong>{member.fullName || member.email}</strong>
              {member.fullName && <span>{member.email}</span>}
            </Who>
            <Dates>
              <div><dt>Asked</dt><dd>{dayOf(member.requestedAt)}</dd></div>
              <div><dt>Erased after</dt><dd>{dayOf(member.eraseAfter)}</dd></div>
            </Dates>
            <RowButton variant="secondary" label="Erase now" who={member.fullName || member.email} onClick={() => setConfirming(member)} />
          </li>
        ))}
      </List>
      {confirming && (
        <ConfirmErase member={confirming} busy={erasing} onCancel={() => setConfirming(null)} onErase={() => void erase(confirming)} />
      )}
    </Card>
  );
}
