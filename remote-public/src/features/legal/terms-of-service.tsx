// The terms of service: the agreement between the club and anyone who uses the site or joins.
import { Link } from 'shared/router';
import { useSiteConfig } from 'shared';
import { ClubEmail, LegalLayout, type LegalSection } from './legal-layout';

const LAST_UPDATED = '2026-11-22';

export function TermsOfService() {
  const { brandName } = useSiteConfig();

  const sections: LegalSection[] = [
    {
      id: 'terms-about',
      heading: 'About These Terms',
      content: (
        <>
          <p>
            These terms are the agreement between you and {brandName} (“the club”, “we”, “us”), an
            invitation-only culinary society based in Chicago, Illinois. They apply when you use this website,
            apply for membership or become a member. By using the site you accept them; if you do not agree,
            please do not use it.
          </p>
          <p>
            How we handle your personal information is explained in our{' '}
            <Link to="/privacy">privacy policy</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'terms-eligibility',
      heading: 'Eligibility and Membership',
      content: (
        <ul>
          <li>
            Membership is by invitation and approval only. You must be at least 18 years old and able to enter
            into a binding agreement to apply.
          </li>
          <li>
            Every application is reviewed by our membership committee, which decides at its discretion whether
            to offer membership. Submitting an application does not guarantee a place. We aim to reply within
            5–7 business days and will let you know the outcome by e-mail.
          </li>
          <li>
            If you are accepted, we will e-mail you a link to set your password and sign in.
          </li>
          <li>Membership is personal to you and cannot be transferred, shared or sold.</li>
        </ul>
      ),
    },
    {
      id: 'terms-use',
      heading: 'Use of the Site',
      content: (
        <>
          <p>You may use the site for its intended purpose: learning about the club, applying, contacting us and, as a member, taking part in club life. You agree not to:</p>
          <ul>
            <li>break any law, or use the site to harass, deceive or harm anyone;</li>
            <li>submit information about someone else, or applications or messages that are false or automated;</li>
            <li>
              try to reach parts of the site or data you are not authorised to see, test its security without
              our written permission, or interfere with its normal operation;
            </li>
            <li>copy, scrape or harvest content or member information by automated means;</li>
            <li>upload anything unlawful, offensive, or containing malicious code.</li>
          </ul>
          <p>
            The club’s name, logo, text and photographs belong to the club or its licensors. You may view them
            for your personal use but may not reuse them without our permission. We may change, suspend or
            withdraw any part of the site at any time.
          </p>
        </>
      ),
    },
    {
      id: 'terms-account',
      heading: 'Account Responsibilities',
      content: (
        <>
          <p>If you have a member account, you agree to:</p>
          <ul>
            <li><strong>keep your password secret</strong> and not use it for any other site;</li>
            <li>
              keep your account to yourself: <strong>one account is for one person</strong>, and you may not
              let anyone else sign in as you;
            </li>
            <li>give <strong>accurate information</strong> and keep it up to date;</li>
            <li>sign out when you use a shared or public device;</li>
            <li>tell us straight away at <ClubEmail /> if you think someone else has used your account.</li>
          </ul>
          <p>You are responsible for what happens under your account unless you have told us it was misused.</p>
        </>
      ),
    },
    {
      id: 'terms-conduct',
      heading: 'Member Conduct and the Directory',
      content: (
        <>
          <p>
            The club works because members trust one another. Treat fellow members, guests, chefs, hosts and
            venue staff with courtesy and respect, at events and online.
          </p>
          <p>
            The members’ directory is shared so members can get to know one another. Use it only for personal
            contact between members. You may not use it for <strong>solicitation</strong>: no sales pitches,
            marketing, recruiting, fundraising or mailing lists, and no copying or passing on members’ details
            to anyone outside the club.
          </p>
          <p>
            Your profile picture should be of you, be appropriate for a social club, and be yours to use.
          </p>
        </>
      ),
    },
    {
      id: 'terms-fees',
      heading: 'Membership Fees',
      content: (
        <p>
          A monthly membership fee applies once your application is approved. The amount, and how it is paid,
          is shared with you privately; it is not published on this site. We will give members notice before
          changing the fee. Membership may be suspended if fees are not paid.
        </p>
      ),
    },
    {
      id: 'terms-liability',
      heading: 'Limitation of Liability',
      content: (
        <>
          <p>
            We work hard to keep the site accurate and available, but it is provided “as is” and “as
            available”, without warranties of any kind to the extent the law allows. We do not promise it will
            always be uninterrupted or error-free.
          </p>
          <p>
            Club dinners and events are often held at restaurants and venues run by others. Please tell us and
            your hosts about allergies or dietary needs; we pass on what you share with us, but we cannot
            guarantee how food is prepared.
          </p>
          <p>
            To the fullest extent permitted by law, the club is not liable for any indirect, incidental,
            special or consequential loss arising from your use of the site or membership, and our total
            liability for any claim is limited to the membership fees you paid us in the twelve months before
            the claim. Nothing in these terms limits liability that cannot be limited by law.
          </p>
        </>
      ),
    },
    {
      id: 'terms-termination',
      heading: 'Termination',
      content: (
        <>
          <p>
            You may end your membership at any time by writing to <ClubEmail />.
          </p>
          <p>
            The club may suspend or end a membership, block an account, or refuse access to the site if a
            member breaks these terms, does not pay the membership fee, or acts in a way that harms the club or
            its members. Blocking an account signs it out everywhere and removes it from the members’
            directory. The club may restore access at its discretion.
          </p>
          <p>
            When a membership ends, we handle your information as described in our{' '}
            <Link to="/privacy">privacy policy</Link>. The sections on liability and governing law continue to
            apply.
          </p>
        </>
      ),
    },
    {
      id: 'terms-governing-law',
      heading: 'Governing Law',
      content: (
        <p>
          These terms are governed by the laws of the State of Illinois, United States, without regard to its
          conflict-of-law rules. Any dispute will be heard in the state or federal courts located in Cook
          County, Illinois, and you and the club agree to their jurisdiction.
        </p>
      ),
    },
    {
      id: 'terms-changes',
      heading: 'Changes to These Terms',
      content: (
        <p>
          We may update these terms from time to time. We will post the new version here with a new “Last
          updated” date and, for significant changes, tell members by e-mail first. If you keep using the site
          after a change takes effect, you accept the updated terms.
        </p>
      ),
    },
    {
      id: 'terms-contact',
      heading: 'Contact Us',
      content: (
        <p>
          Questions about these terms? Write to <ClubEmail />. {brandName}, Chicago, Illinois, United States.
        </p>
      ),
    },
  ];

  return (
    <LegalLayout
      document="terms"
      lastUpdated={LAST_UPDATED}
      summary={
        <p>
          The rules of the house: who can join, how to look after your account, how we treat one another and
          the directory, and what happens if things go wrong.
        </p>
      }
      sections={sections}
    />
  );
}
