import { screen, within } from '@testing-library/react';
import { setSiteConfig, type LegalDocument } from 'shared';
import { applyTestSiteConfig, LocationProbe, renderRoutes, testSiteConfig } from 'shared/testing';
import { LegalPage } from './legal-page';

// A config no text could match by accident: the e-mail and brand must come from it.
const BRAND = 'The Ember & Oak Society';
const EMAIL = 'concierge@ember-oak.example';

interface Case {
  document: LegalDocument;
  path: string;
  title: string;
  /** Every h2, in order; the required topics are among them. */
  headings: string[];
  others: { name: string; path: string }[];
}

const CASES: Case[] = [
  {
    document: 'privacy',
    path: '/privacy',
    title: 'Privacy Policy',
    headings: [
      'Who We Are',
      'Information We Collect',
      'How We Use Your Information',
      'Sharing Your Information',
      'Security',
      'How Long We Keep Information',
      'Your Rights and Choices',
      'Children',
      'Changes to This Policy',
      'Contact Us',
    ],
    others: [{ name: 'Terms of Service', path: '/terms' }, { name: 'Cookie Policy', path: '/cookies' }],
  },
  {
    document: 'terms',
    path: '/terms',
    title: 'Terms of Service',
    headings: [
      'About These Terms',
      'Eligibility and Membership',
      'Use of the Site',
      'Account Responsibilities',
      'Member Conduct and the Directory',
      'Membership Fees',
      'Limitation of Liability',
      'Termination',
      'Governing Law',
      'Changes to These Terms',
      'Contact Us',
    ],
    others: [{ name: 'Privacy Policy', path: '/privacy' }, { name: 'Cookie Policy', path: '/cookies' }],
  },
  {
    document: 'cookies',
    path: '/cookies',
    title: 'Cookie Policy',
    headings: [
      'What Cookies Are',
      'Cookies and Storage We Use',
      'No Tracking or Advertising Cookies',
      'Third-Party Embeds',
      'How to Control Cookies',
      'Changes to This Policy',
      'Contact Us',
    ],
    others: [{ name: 'Privacy Policy', path: '/privacy' }, { name: 'Terms of Service', path: '/terms' }],
  },
];

/** The topics each page must cover, matched the way a reader would look. */
const REQUIRED: Record<LegalDocument, RegExp[]> = {
  privacy: [/information we collect/i, /how we use/i, /sharing/i, /security/i, /how long we keep/i, /your rights/i, /contact/i],
  terms: [/eligibility/i, /use of the site/i, /account responsibilities/i, /member conduct/i, /fees/i, /liability/i, /termination/i, /governing law/i, /changes/i, /contact/i],
  cookies: [/cookies and storage we use/i, /no tracking/i, /third-party/i, /control/i, /contact/i],
};

function renderLegal(path: string) {
  const routes = CASES.map((c) => ({
    path: c.path,
    element: <><LegalPage document={c.document} /><LocationProbe /></>,
  }));
  return renderRoutes(routes, { path });
}

const location = () => screen.getByTestId('location');
const otherDocuments = () => screen.getByRole('navigation', { name: 'Other legal documents' });
const contents = () => screen.getByRole('navigation', { name: 'On this page' });

beforeEach(() => {
  applyTestSiteConfig();
  setSiteConfig({ ...testSiteConfig, brandName: BRAND, clubEmail: EMAIL });
  globalThis.document.title = 'Before';
});

describe.each(CASES)('LegalPage: $title ($path)', ({ document, path, title, headings, others }) => {
  it(`is titled '${title}' and was last updated on November 22, 2026`, () => {
    renderLegal(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const date = screen.getByText('November 22, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-22');
    expect(date.parentElement).toHaveTextContent('Last updated November 22, 2026');
    expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
  });

  it('has a section heading for every required topic', () => {
    renderLegal(path);
    for (const topic of REQUIRED[document]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/^\d+/, ''));
    expect(h2s).toEqual(headings);
  });

  it('lists every section in the contents, each linking to its heading', () => {
    renderLegal(path);
    const links = within(contents()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(headings);
    for (const link of links) {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      const section = globalThis.document.getElementById(id);
      expect(section).not.toBeNull();
      expect(within(section!).getByRole('heading', { level: 2 })).toHaveAccessibleName(link.textContent);
    }
  });

  it('gives the club e-mail from the config as a mailto link, in the contact section too', () => {
    const { container } = renderLegal(path);
    const mailLinks = screen.getAllByRole('link', { name: EMAIL });
    for (const link of mailLinks) expect(link).toHaveAttribute('href', `mailto:${EMAIL}`);

    const contact = screen.getByRole('heading', { level: 2, name: 'Contact Us' }).closest('section')!;
    expect(within(contact).getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);

    // Nothing hard-coded: neither the default test e-mail nor any other mailto appears.
    const mailtos = [...container.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getAttribute('href'));
    expect(new Set(mailtos)).toEqual(new Set([`mailto:${EMAIL}`]));
    expect(container).not.toHaveTextContent(testSiteConfig.clubEmail);
  });

  it('names the club from the config', () => {
    const { container } = renderLegal(path);
    expect(container).toHaveTextContent(BRAND);
    expect(container).not.toHaveTextContent(testSiteConfig.brandName);
  });

  it(`sets the tab title to '${title} · {brand}' and puts the old one back when it leaves`, () => {
    const { unmount } = renderLegal(path);
    expect(globalThis.document.title).toBe(`${title} · ${BRAND}`);
    unmount();
    expect(globalThis.document.title).toBe('Before');
  });

  it('links to the other two legal documents with router links', async () => {
    const { user } = renderLegal(path);
    const links = within(otherDocuments()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(others.map((o) => [o.name, o.path]));
    expect(within(otherDocuments()).queryByRole('link', { name: title })).not.toBeInTheDocument();

    const [first] = others;
    await user.click(within(otherDocuments()).getByRole('link', { name: first!.name }));

    expect(location()).toHaveTextContent(first!.path);
    expect(screen.getByRole('heading', { level: 1, name: first!.name })).toBeInTheDocument();
    expect(globalThis.document.title).toBe(`${first!.name} · ${BRAND}`);
  });
});

describe('LegalPage: Privacy Policy content', () => {
  it('is honest about security, sharing and rights', () => {
    renderLegal('/privacy');
    const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
    expect(section('Security')).toHaveTextContent(/argon2id/);
    expect(section('Security')).toHaveTextContent(/HttpOnly cookie/);
    expect(section('Security')).toHaveTextContent(/TLS/);
    expect(section('Sharing Your Information')).toHaveTextContent(/never sell or rent your personal information/i);
    expect(section('Sharing Your Information')).toHaveTextContent(/Google Calendar/);
    for (const right of ['access', 'correct', 'delete']) {
      expect(within(section('Your Rights and Choices')).getByText(right)).toBeInTheDocument();
    }
    expect(within(section('Your Rights and Choices')).getByRole('link', { name: EMAIL })).toBeInTheDocument();
  });
});

describe('LegalPage: Terms of Service content', () => {
  it('is governed by the law of Illinois, United States', () => {
    renderLegal('/terms');
    const law = screen.getByRole('heading', { level: 2, name: 'Governing Law' }).closest('section')!;
    expect(law).toHaveTextContent(/laws of the State of Illinois, United States/);
  });

  it('keeps the fee amount private and the directory free of solicitation', () => {
    renderLegal('/terms');
    const fees = screen.getByRole('heading', { level: 2, name: 'Membership Fees' }).closest('section')!;
    expect(fees).toHaveTextContent(/monthly membership fee applies once your application is approved/i);
    expect(fees).not.toHaveTextContent(/\$\s?\d/);
    const conduct = screen.getByRole('heading', { level: 2, name: /member conduct/i }).closest('section')!;
    expect(conduct).toHaveTextContent(/solicitation/);
  });
});

describe('LegalPage: Cookie Policy table', () => {
  it('is an accessible table with a caption and scoped headers', () => {
    renderLegal('/cookies');
    const table = screen.getByRole('table', { name: `Cookies and browser storage set by ${BRAND}` });

    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((th) => th.textContent)).toEqual(['Name', 'Type', 'Purpose', 'Duration']);
    for (const th of columns) expect(th).toHaveAttribute('scope', 'col');

    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((th) => th.textContent)).toEqual(['club_session', 'club:root']);
    for (const th of rows) expect(th).toHaveAttribute('scope', 'row');
  });

  it('gives the purpose and duration of the session cookie and the stored profile', () => {
    renderLegal('/cookies');
    const table = screen.getByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('club_session')).toHaveTextContent(/HttpOnly/);
    expect(row('club_session')).toHaveTextContent(/SameSite=Lax/);
    expect(row('club_session')).toHaveTextContent(/30 days, or until you sign out/);
    expect(row('club:root')).toHaveTextContent(/Local storage/);
    expect(row('club:root')).toHaveTextContent(/no password or sign-in token/);
  });

  it('labels every cell with its column, for the stacked layout on small screens', () => {
    renderLegal('/cookies');
    const table = screen.getByRole('table');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(['Type', 'Purpose', 'Duration']);
    }
    // Should it ever be wider than the column, it scrolls in its frame, never the page.
    expect(getComputedStyle(table.parentElement!).overflowX).toBe('auto');
  });

  it('names both third-party embeds', () => {
    renderLegal('/cookies');
    const embeds = screen.getByRole('heading', { level: 2, name: 'Third-Party Embeds' }).closest('section')!;
    expect(embeds).toHaveTextContent(/Google Calendar/);
    expect(embeds).toHaveTextContent(/map/);
    const external = within(embeds).getByRole('link', { name: /Google’s privacy policy/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
