// The frame every legal document shares: an ink header band with the title and date, a small
// table of contents, the article at a readable measure, and links to the other two documents.
import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { headerOffset, media, smallCaps, useDocumentTitle, useSiteConfig, type LegalDocument } from 'shared';
import styled from 'styled-components';

/** The three documents, in the order they are listed, with the routes the shell gives them. */
export const LEGAL_DOCUMENTS: Record<LegalDocument, { title: string; path: string; blurb: string }> = {
  privacy: {
    title: 'Privacy Policy',
    path: '/privacy',
    blurb: 'What we collect, why, who sees it and how to reach it.',
  },
  terms: {
    title: 'Terms of Service',
    path: '/terms',
    blurb: 'Membership, accounts, conduct and the rules of the house.',
  },
  cookies: {
    title: 'Cookie Policy',
    path: '/cookies',
    blurb: 'The one cookie we set, what we keep in your browser, and embeds.',
  },
};

export interface LegalSection {
  /** The in-page anchor; unique on the page. */
  id: string;
  heading: string;
  content: ReactNode;
}

export interface LegalLayoutProps {
  document: LegalDocument;
  /** ISO date (yyyy-mm-dd) of the last change to the text. */
  lastUpdated: string;
  /** A plain-English summary shown under the title. */
  summary: ReactNode;
  sections: LegalSection[];
}

/** 'November 22, 2026' from '2026-11-22', whatever the reader's time zone. */
export function formatLegalDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
    .format(new Date(`${iso}T00:00:00Z`));
}

/** The club's e-mail as a mailto link, always from the run-time config. */
export function ClubEmail() {
  const { clubEmail } = useSiteConfig();
  return <a href={`mailto:${clubEmail}`}>{clubEmail}</a>;
}

export function LegalLayout({ document, lastUpdated, summary, sections }: LegalLayoutProps) {
  const { brandName } = useSiteConfig();
  const { title } = LEGAL_DOCUMENTS[document];
  const others = (Object.keys(LEGAL_DOCUMENTS) as LegalDocument[]).filter((d) => d !== document);
  useDocumentTitle(`${title} · ${brandName}`);

  return (
    <Page>
      <article aria-labelledby="legal-title">
        <Band>
          <Measure>
            <Eyebrow>{brandName} · Legal</Eyebrow>
            <Title id="legal-title">{title}</Title>
            <Updated>
              Last updated <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
            </Updated>
            <Summary>{summary}</Summary>
          </Measure>
        </Band>

        <Body>
          <Contents aria-labelledby="legal-contents-label">
            <ContentsLabel id="legal-contents-label">On this page</ContentsLabel>
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.heading}</a>
                </li>
              ))}
            </ol>
          </Contents>

          <Text>
            {sections.map((s, i) => (
              <section key={s.id} id={s.id}>
                <h2>
                  <Numeral aria-hidden="true">{String(i + 1).padStart(2, '0')}</Numeral>
                  {s.heading}
                </h2>
                {s.content}
              </section>
            ))}
          </Text>
        </Body>
      </article>

      <Others aria-labelledby="legal-others-label">
        <Measure>
          <OthersLabel id="legal-others-label">Other legal documents</OthersLabel>
          <OthersList>
            {others.map((d) => (
              <li key={d}>
                <OtherCard>
                  <Link to={LEGAL_DOCUMENTS[d].path}>{LEGAL_DOCUMENTS[d].title}</Link>
                  <p>{LEGAL_DOCUMENTS[d].blurb}</p>
                </OtherCard>
              </li>
            ))}
          </OthersList>
        </Measure>
      </Others>
    </Page>
  );
}

// ---------------------------------------------------------------------------------------------

const Page = styled.div`
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text};
`;

const Band = styled.div`
  background:
    radial-gradient(ellipse at 85% -20%, rgba(201, 164, 106, 0.22), transparent 55%),
    ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.ivory};
  border-bottom: 3px solid ${({ theme }) => theme.color.brass};
  padding: 2.75rem 1.25rem 2.25rem;
  ${media.md} { padding: 4.5rem 2rem 3.25rem; }
`;

/** The page's measure: the band, the body and the other documents line up on it. */
const Measure = styled.div`
  max-width: 68rem;
  margin: 0 auto;
`;

const Eyebrow = styled.p`
  margin: 0 0 0.75rem;
  ${smallCaps}
  color: ${({ theme }) => theme.color.brassLight};
`;

const Title = styled.h1`
  margin: 0 0 0.6rem;
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(2.15rem, 1.6rem + 2.6vw, 3.4rem);
  font-weight: 600;
  line-height: 1.1;
  color: ${({ theme }) => theme.color.ivory};
`;

const Updated = styled.p`
  margin: 0 0 1.5rem;
  font-size: 0.9rem;
  color: rgba(247, 242, 232, 0.72);
`;

const Summary = styled.div`
  max-width: 62ch;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.125rem;
  line-height: 1.6;
  color: rgba(247, 242, 232, 0.92);
  p { margin: 0; }
  a { color: ${({ theme }) => theme.color.brassLight}; }
  ${media.md} { font-size: 1.25rem; }
`;

const Body = styled(Measure)`
  display: grid;
  gap: 2rem;
  padding: 2rem 1.25rem 3.5rem;
  ${media.md} { padding: 3rem 2rem 4.5rem; }
  ${media.lg} {
    grid-template-columns: 14rem minmax(0, 68ch);
    justify-content: space-between;
    align-items: start;
    gap: 4rem;
  }
`;

const Contents = styled.nav`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.ivory};
  padding: 1rem 1.25rem;
  font-size: 0.9375rem;

  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: legal-toc;
  }
  li {
    counter-increment: legal-toc;
    display: flex;
    gap: 0.6rem;
    padding: 0.3rem 0;
    line-height: 1.4;
  }
  li::before {
    content: counter(legal-toc, decimal-leading-zero);
    flex: none;
    font-family: ${({ theme }) => theme.font.display};
    color: ${({ theme }) => theme.color.brass};
  }
  a {
    color: ${({ theme }) => theme.color.inkSoft};
    text-decoration: none;
  }
  a:hover { color: ${({ theme }) => theme.color.wine}; text-decoration: underline; }

  ${media.lg} {
    position: sticky;
    top: calc(${headerOffset} + 1.5rem);
    max-height: calc(100vh - ${headerOffset} - 3rem);
    overflow-y: auto;
    border: 0;
    border-left: 2px solid ${({ theme }) => theme.color.brass};
    border-radius: 0;
    background: transparent;
    padding: 0.25rem 0 0.25rem 1.25rem;
  }
`;

const ContentsLabel = styled.p`
  margin: 0 0 0.5rem;
  ${smallCaps}
  color: ${({ theme }) => theme.color.muted};
`;

const Text = styled.div`
  max-width: 68ch;
  min-width: 0;
  font-size: 1.0625rem;
  line-height: 1.75;
  overflow-wrap: break-word;

  section + section { margin-top: 2.75rem; }

  h2 {
    display: flex;
    align-items: baseline;
    gap: 0.75rem;
    margin: 0 0 0.9rem;
    padding-bottom: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.4rem, 1.2rem + 0.8vw, 1.75rem);
    line-height: 1.25;
    color: ${({ theme }) => theme.color.ink};
  }
  h3 {
    margin: 1.6rem 0 0.4rem;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  p { margin: 0 0 1rem; }
  ul, ol { margin: 0 0 1rem; padding-left: 1.35rem; }
  li { margin: 0.35rem 0; padding-left: 0.2rem; }
  ul li::marker { color: ${({ theme }) => theme.color.brass}; }
  strong { color: ${({ theme }) => theme.color.ink}; }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0.05em 0.3em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.ivory};
  }
  a {
    color: ${({ theme }) => theme.color.wine};
    text-decoration-color: ${({ theme }) => theme.color.brassLight};
    text-underline-offset: 0.2em;
  }
  a:hover { text-decoration-color: currentColor; }
`;

const Numeral = styled.span`
  flex: none;
  font-size: 0.95rem;
  font-weight: 500;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.color.brass};
`;

const Others = styled.nav`
  background: ${({ theme }) => theme.color.ivory};
  border-top: 1px solid ${({ theme }) => theme.color.line};
  padding: 2.25rem 1.25rem 3rem;
  ${media.md} { padding: 3rem 2rem 4rem; }
`;

const OthersLabel = styled(ContentsLabel)`
  margin-bottom: 1rem;
`;

const OthersList = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** The whole card is clickable (the link's ::after covers it); only the title names the link. */
const OtherCard = styled.div`
  position: relative;
  height: 100%;
  padding: 1.25rem 1.35rem;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-top: 3px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.md};
  transition: box-shadow 0.2s ease, transform 0.2s ease;

  a {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.25rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  a:focus-visible { outline: none; }
  a:focus-visible::after { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  p { margin: 0.35rem 0 0; font-size: 0.95rem; color: ${({ theme }) => theme.color.muted}; }

  &:hover { box-shadow: ${({ theme }) => theme.shadow.card}; transform: translateY(-1px); }
  &:hover a { color: ${({ theme }) => theme.color.wine}; }
  ${media.reducedMotion} { transition: none; &:hover { transform: none; } }
`;
