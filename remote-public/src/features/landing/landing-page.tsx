import { useDocumentTitle, useSiteConfig } from 'shared';
import { AboutSection } from './about-section';
import { BenefitsSection } from './benefits-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { JoinSection } from './join-section';
import { LandingFooter } from './landing-footer';
import { useScrollToState } from './use-scroll-to-state';

/** The public landing page with its anchored sections: home, about, benefits, join, contact. */
export function LandingPage() {
  const { brandName } = useSiteConfig();
  useScrollToState();
  useDocumentTitle(`${brandName} · Private dining in Chicago`);
  return (
    <>
      <HeroSection />
      <AboutSection />
      <BenefitsSection />
      <JoinSection />
      <ContactSection />
      <LandingFooter />
    </>
  );
}
