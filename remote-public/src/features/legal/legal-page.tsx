import type { ComponentType } from 'react';
import type { LegalDocument } from 'shared';
import { CookiePolicy } from './cookie-policy';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

const DOCUMENTS: Record<LegalDocument, ComponentType> = {
  privacy: PrivacyPolicy,
  terms: TermsOfService,
  cookies: CookiePolicy,
};

/** The static legal pages: /privacy, /terms and /cookies. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const Document = DOCUMENTS[document];
  return <Document />;
}
