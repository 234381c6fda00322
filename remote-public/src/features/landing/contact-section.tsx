import { media, smallCaps, useSiteConfig, type SectionEstimate } from 'shared';
import styled from 'styled-components';
import { ContactForm } from '../contact/contact-form';
import { ContactMap } from './contact-map';
import { Eyebrow, FormCard, Inner, Lead, Section, SectionTitle } from './section-layout';

/** Its height on a phone and on a wide screen, until it is first rendered (section-layout.ts). */
const ESTIMATE: SectionEstimate = [1680, 1170];

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  ${media.lg} { grid-template-columns: minmax(0, 0.85fr) minmax(0, 1.15fr); gap: 4rem; align-items: start; }
`;

const Details = styled.dl`
  display: grid;
  gap: 1.25rem;
  margin: 2rem 0;

  div { display: grid; gap: 0.2rem; }
  dt {
    ${smallCaps}
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.35rem;
    overflow-wrap: anywhere;
  }
  a {
    text-decoration-color: ${({ theme }) => theme.color.brass};
    text-underline-offset: 0.2em;
  }
  a:hover { color: ${({ theme }) => theme.color.brass}; }
`;

/** The contact section: the form, the map, the club e-mail and the city ('Chicago, IL'). */
export function ContactSection() {
  const { clubEmail } = useSiteConfig();
  return (
    <Section id="contact" $estimate={ESTIMATE} aria-labelledby="contact-title">
      <Inner>
        <Columns>
          <div>
            <Eyebrow>Get in touch</Eyebrow>
            <SectionTitle id="contact-title">Contact Us</SectionTitle>
            <Lead>
              Questions about membership, a private event or a partnership? Write to us and a
              member of the team will answer.
            </Lead>
            <Details>
              <div>
                <dt>Email</dt>
                <dd><a href={`mailto:${clubEmail}`}>{clubEmail}</a></dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>Chicago, IL</dd>
              </div>
            </Details>
            <ContactMap />
          </div>
          <FormCard>
            <ContactForm />
          </FormCard>
        </Columns>
      </Inner>
    </Section>
  );
}
