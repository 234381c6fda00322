// The cookie policy: the one cookie and the one item of browser storage the site uses, and the
// embeds that may set their own. Keep the table in step with the API's cookie and the session store.
import { Link } from 'shared/router';
import { media, PERSIST_KEY, useSiteConfig, VisuallyHidden, visuallyHiddenStyles } from 'shared';
import styled from 'styled-components';
import { ClubEmail, LegalLayout, type LegalSection } from './legal-layout';

const LAST_UPDATED = '2026-11-22';

/** The API's sign-in cookie (api/src/features/auth/session-cookie.ts). */
const SESSION_COOKIE = 'club_session';

export function CookiePolicy() {
  const { brandName } = useSiteConfig();

  const sections: LegalSection[] = [
    {
      id: 'cookies-what-they-are',
      heading: 'What Cookies Are',
      content: (
        <p>
          Cookies are small text files a website asks your browser to keep and send back on later visits.
          Browsers also offer “local storage”, a similar place where a site can keep small pieces of
          information on your device. This policy explains how {brandName} uses both.
        </p>
      ),
    },
    {
      id: 'cookies-what-we-use',
      heading: 'Cookies and Storage We Use',
      content: (
        <>
          <p>
            We use one cookie and one item of local storage, both only once you sign in, and both needed for
            signing in to work. A visitor who never signs in gets neither.
          </p>
          <CookieTable caption={`Cookies and browser storage set by ${brandName}`} />
        </>
      ),
    },
    {
      id: 'cookies-no-tracking',
      heading: 'No Tracking or Advertising Cookies',
      content: (
        <p>
          We do not use analytics, advertising or social-media tracking cookies, pixels or similar tools, and
          we do not follow you across other websites. The links to our social profiles are ordinary links:
          nothing is loaded from those networks unless you click through. Because we only use what is strictly
          necessary, we do not ask you to accept cookies.
        </p>
      ),
    },
    {
      id: 'cookies-third-party',
      heading: 'Third-Party Embeds',
      content: (
        <>
          <p>Two parts of the site show content from other companies:</p>
          <ul>
            <li>
              <strong>The events calendar</strong> on the member dashboard is an embedded Google Calendar.
            </li>
            <li>
              <strong>The map</strong> in the contact section of the home page comes from a map provider. It
              loads only when you choose <em>Show interactive map</em>; until then the section shows a drawing.
            </li>
          </ul>
          <p>
            When these load, the provider receives your IP address and browser information and may set or read
            its own cookies, for example if you are signed in to your Google account. Those cookies are under
            the provider’s control, not ours, and we cannot read them. See{' '}
            <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
              Google’s privacy policy<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>{' '}
            for how Google uses them.
          </p>
        </>
      ),
    },
    {
      id: 'cookies-control',
      heading: 'How to Control Cookies',
      content: (
        <>
          <ul>
            <li>
              <strong>Sign out</strong> to end your session: the <code>{SESSION_COOKIE}</code> cookie is
              cleared and the stored profile is removed from your browser.
            </li>
            <li>
              <strong>Browser settings</strong> let you see, block and delete cookies and site data. If you
              block our cookie you will not be able to sign in; clearing site data simply signs you out.
            </li>
            <li>
              <strong>Third-party cookies</strong> can be blocked in most browsers. The calendar and map may
              then ask you to sign in to the provider or show less, but the rest of the site works as normal.
            </li>
          </ul>
          <p>
            More about what we collect is in our <Link to="/privacy">privacy policy</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'cookies-changes',
      heading: 'Changes to This Policy',
      content: (
        <p>
          If we ever add a cookie or change how we use browser storage, we will update this page and its
          “Last updated” date first.
        </p>
      ),
    },
    {
      id: 'cookies-contact',
      heading: 'Contact Us',
      content: (
        <p>
          Questions about cookies or storage? Write to <ClubEmail />. {brandName}, Chicago, Illinois, United
          States.
        </p>
      ),
    },
  ];

  return (
    <LegalLayout
      document="cookies"
      lastUpdated={LAST_UPDATED}
      summary={
        <p>
          One cookie to keep you signed in, one item of browser storage to remember your profile. No
          analytics, no advertising, no tracking.
        </p>
      }
      sections={sections}
    />
  );
}

const COLUMNS = ['Name', 'Type', 'Purpose', 'Duration'] as const;

const ROWS: { name: string; type: string; purpose: string; duration: string }[] = [
  {
    name: SESSION_COOKIE,
    type: 'Cookie, strictly necessary',
    purpose:
      'Keeps you signed in, so the members’ area knows who you are. It is HttpOnly (scripts on the page '
      + 'cannot read it) and SameSite=Lax (browsers do not send it with most requests from other sites).',
    duration: '30 days, or until you sign out',
  },
  {
    name: PERSIST_KEY,
    type: 'Local storage, strictly necessary',
    purpose:
      'Remembers the signed-in member’s profile (name, e-mail, phone, picture, join date) so it can be '
      + 'shown straight away while the site checks your session. It holds no password or sign-in token.',
    duration: 'Until you sign out or clear your browser’s site data',
  },
];

/**
 * A real table from 640px up; below that each row stacks into a card, its cells labelled from
 * data-label. The explicit roles keep the table semantics that some browsers drop once table
 * parts are no longer displayed as a table.
 */
function CookieTable({ caption }: { caption: string }) {
  return (
    <TableFrame>
      <Table role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((c) => (
              <th key={c} scope="col" role="columnheader">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {ROWS.map((r) => (
            <tr key={r.name} role="row">
              <th scope="row" role="rowheader"><code>{r.name}</code></th>
              <td role="cell" data-label="Type">{r.type}</td>
              <td role="cell" data-label="Purpose">{r.purpose}</td>
              <td role="cell" data-label="Duration">{r.duration}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}

/** A safety net: should the table ever be wider than the column, it scrolls here, not the page. */
const TableFrame = styled.div`
  margin: 1.5rem 0;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.white};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  line-height: 1.55;

  caption {
    padding: 0.85rem 1rem;
    text-align: left;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.05rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  th, td {
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.ivory};
  }
  tbody th { font-weight: 600; }

  /* Small screens: the header row is hidden visually (still read), each row is a card. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 0.02}px) {
    &, caption, tbody, tr, th, td { display: block; }
    thead { ${visuallyHiddenStyles} }
    tbody tr { padding: 1rem; }
    tbody tr + tr { border-top: 1px solid ${({ theme }) => theme.color.line}; }
    tbody th { padding: 0 0 0.5rem; font-size: 1rem; }
    td {
      display: grid;
      grid-template-columns: 5.5rem minmax(0, 1fr);
      gap: 0.75rem;
      padding: 0.3rem 0;
    }
    td::before {
      content: attr(data-label);
      padding-top: 0.2rem;
      font-size: 0.7rem;
      font-weight: 600;
      letter-spacing: 0.14em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.color.muted};
    }
  }

  ${media.sm} {
    th, td {
      padding: 0.75rem 1rem;
      border-bottom: 1px solid ${({ theme }) => theme.color.line};
    }
    tbody tr:last-child th, tbody tr:last-child td { border-bottom: 0; }
    tbody th { white-space: nowrap; }
    td:nth-child(2), td:last-child { width: 9rem; }
  }
`;
