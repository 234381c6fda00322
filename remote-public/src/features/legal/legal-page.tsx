import type { LegalDocument } from 'shared';
import { useSiteConfig } from 'shared';
import styled from 'styled-components';

const TITLES: Record<LegalDocument, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  cookies: 'Cookie Policy',
};

const Article = styled.article`
  max-width: 46rem;
  margin: 0 auto;
  padding: 3rem 1.25rem 5rem;
`;

/** The static legal pages; the full texts arrive with the public remote's own issue. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { clubEmail } = useSiteConfig();
  return (
    <Article>
      <h1>{TITLES[document]}</h1>
      <p>
        Questions about this policy? Write to <a href={`mailto:${clubEmail}`}>{clubEmail}</a>.
      </p>
    </Article>
  );
}
