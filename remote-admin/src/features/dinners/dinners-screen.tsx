import { useCallback, useState } from 'react';
import type { Dinner } from 'shared';
import { AttendeesView } from './attendees-view';
import { DinnerList } from './dinner-list';
import type { DinnerList as Which } from './dinners-api';

/** The Dinners screen: the list (upcoming or past), or one dinner's attendees and back. */
export function DinnersScreen() {
  const [when, setWhen] = useState<Which>('upcoming');
  const [attending, setAttending] = useState<Dinner | null>(null);
  const back = useCallback(() => setAttending(null), []);
  if (attending) return <AttendeesView dinner={attending} onBack={back} />;
  return <DinnerList when={when} onWhen={setWhen} onAttendees={setAttending} />;
}
