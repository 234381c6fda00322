// The detail dialog's review parts (notes, decision history, the committee): their lists and
// their quiet and failed lines.
import type { ReactNode } from 'react';
import { smallCaps } from 'shared';
import styled from 'styled-components';
import { formatClubDateTime, NO_DATE } from 'shared/format';

/** A list of entries, each under a byline, divided by rules. */
export const Entries = styled.ol`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;

  li {
    padding: 0.75rem 0;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  li:first-child { border-top: 0; padding-top: 0; }
  p { margin: 0.25rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/** Who and when, in small capitals above an entry. */
const Byline = styled.div`
  ${smallCaps}
  font-size: 0.6875rem;
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.color.muted};
`;

/** One entry of Entries: who (and when, in Chicago time) in its byline, then what. */
export function Entry({ by, at, children }: { by: ReactNode; at?: string; children: ReactNode }) {
  return (
    <li>
      <Byline>{by}{at && <> · <time dateTime={at}>{formatClubDateTime(at) ?? NO_DATE}</time></>}</Byline>
      <p>{children}</p>
    </li>
  );
}

/** Nothing yet: a muted line. */
export const Quiet = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.color.muted};
`;

/** A part that could not be loaded: a red line. */
export const Failed = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.color.danger};
`;

/** A small form under a part's list: its fields, then its button. */
export const PartForm = styled.form`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  & > div, & > fieldset { width: 100%; }
`;
