// The privacy policy. It describes what this product actually collects and does; keep it true
// when the product changes (and move lastUpdated).
import { Link } from 'shared/router';
import { useSiteConfig } from 'shared';
import { ClubEmail, LegalLayout, type LegalSection } from './legal-layout';

const LAST_UPDATED = '2026-11-22';

export function PrivacyPolicy() {
  const { brandName } = useSiteConfig();

  const sections: LegalSection[] = [
    {
      id: 'privacy-who-we-are',
      heading: 'Who We Are',
      content: (
        <>
          <p>
            {brandName} (“the club”, “we”, “us”) is an invitation-only culinary society based in Chicago,
            Illinois. This policy covers this website: the public pages, the membership application, the
            contact form and the members’ area.
          </p>
          <p>
            It explains what personal information we collect, why we need it, who else sees it, how we
            protect it and what you can ask us to do with it.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-information-we-collect',
      heading: 'Information We Collect',
      content: (
        <>
          <p>We only collect what you give us and what the site needs to work.</p>
          <h3>When you apply for membership</h3>
          <p>
            Your name, e-mail address, phone number and profession, and your answers to the application
            questions: what you would bring to the club, why you are interested, your culinary skills, the
            cuisines you enjoy, restaurants you recommend, how often you dine out, the days you are usually
            available, your membership goals, whether you would like to co-host, and how you heard about us.
            If you choose to, you may also give us your Instagram and LinkedIn profile links and any dietary
            restrictions. We also record that you accepted the membership agreement.
          </p>
          <h3>When you contact us</h3>
          <p>
            Your name, e-mail address, phone number (if you give one), the topic you chose and your message.
          </p>
          <h3>When you become a member</h3>
          <ul>
            <li>
              <strong>Account details:</strong> your name, e-mail address, phone number, the date you joined
              and your password. We never store the password itself, only a one-way hash of it (see{' '}
              <a href="#privacy-security">Security</a>).
            </li>
            <li>
              <strong>Profile picture:</strong> if you upload one, we keep the image in our file storage and
              show it on your profile and in the members’ directory.
            </li>
            <li>
              <strong>Club records:</strong> the committee’s decision on your application and when it was
              made, and, if a membership is ever suspended, the reason recorded for it.
            </li>
          </ul>
          <h3>When you use the site</h3>
          <p>
            Like every website, our servers receive your IP address and basic browser information with each
            request. We use it to deliver the pages and to slow down repeated attempts to sign in or send
            forms. Once you sign in, the site uses one cookie and one item of browser storage, described in
            our <Link to="/cookies">cookie policy</Link>.
          </p>
          <p>
            We do not use analytics, advertising or tracking tools, and this website does not take payments,
            so we never see your card details here.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-use',
      heading: 'How We Use Your Information',
      content: (
        <>
          <ul>
            <li>
              <strong>To review your application.</strong> Every application is read by people on our
              membership committee, who decide whether to offer membership. We aim to reply within 5–7
              business days. No decision about you is made by a computer.
            </li>
            <li>
              <strong>To run the club.</strong> To create and secure your account, show your profile to
              other verified members in the directory, plan events around members’ availability and dietary
              needs, and organise co-hosting.
            </li>
            <li>
              <strong>To respond to you.</strong> To answer contact messages and to send the e-mails the
              site depends on: the outcome of your application, the link to set your password when you are
              accepted, and password-reset links you ask for.
            </li>
            <li>
              <strong>To keep the club safe.</strong> To protect accounts, prevent abuse of the site and
              enforce our <Link to="/terms">terms of service</Link>.
            </li>
          </ul>
          <p>We do not use your information for advertising, and we do not build profiles of you.</p>
        </>
      ),
    },
    {
      id: 'privacy-sharing',
      heading: 'Sharing Your Information',
      content: (
        <>
          <p>
            <strong>We never sell or rent your personal information</strong>, and we do not share it with
            anyone for their own marketing. It is shared only as follows.
          </p>
          <ul>
            <li>
              <strong>Within the club.</strong> Our membership committee and administrators see applications
              and member records. Other verified members see your directory entry: your name, e-mail address,
              profession and profile picture. The directory is never shown to visitors or applicants.
            </li>
            <li>
              <strong>Service providers.</strong> Companies that host our website and database, store
              profile pictures, and send our e-mail handle your information on our behalf and only to provide
              those services to us.
            </li>
            <li>
              <strong>Embedded content.</strong> The events calendar in the members’ area is provided by
              Google Calendar, and the contact section shows a map from a map provider. When these load, the
              provider receives your IP address and browser information and may set its own cookies; see the{' '}
              <Link to="/cookies">cookie policy</Link>.
            </li>
            <li>
              <strong>When the law requires it.</strong> If we must disclose information to comply with a
              law, court order or valid legal request, or to protect the safety of our members or others.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'privacy-security',
      heading: 'Security',
      content: (
        <>
          <p>We take reasonable, concrete steps to protect your information:</p>
          <ul>
            <li>
              Passwords are hashed with <strong>argon2id</strong>, a deliberately slow one-way algorithm.
              Nobody at the club can read your password.
            </li>
            <li>
              Your sign-in session lives in an <strong>HttpOnly cookie</strong>, which scripts on the page
              cannot read. Sessions end when you sign out, when your password is reset, or if an account is
              blocked.
            </li>
            <li>
              In production the site is served only over encrypted connections (<strong>TLS</strong>, the
              “https” in the address bar).
            </li>
            <li>
              Access is limited: only administrators can see applications and member records, and only
              signed-in verified members can see the directory.
            </li>
            <li>
              Password-reset links work once and expire after one hour (the first link a new member receives
              lasts 72 hours), and repeated sign-in and form attempts are limited.
            </li>
          </ul>
          <p>
            No system is perfectly secure. If a breach ever affects your information, we will tell you as the
            law requires.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-retention',
      heading: 'How Long We Keep Information',
      content: (
        <ul>
          <li>
            <strong>Applications</strong> are kept while they are reviewed. If you are accepted, your
            application becomes part of your member record for as long as you are a member. If we decline it,
            we keep it with the committee’s decision so we can answer questions about it, until you ask us to
            delete it.
          </li>
          <li>
            <strong>Contact messages</strong> are kept as long as we need them to deal with your enquiry and
            any follow-up.
          </li>
          <li>
            <strong>Account details and your profile picture</strong> are kept while you are a member. When
            your membership ends, or when you ask, we delete them, except for anything the law requires us to
            keep.
          </li>
          <li>
            <strong>Sign-in sessions</strong> expire after 30 days, or sooner when you sign out.
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-your-rights',
      heading: 'Your Rights and Choices',
      content: (
        <>
          <p>You can ask us at any time to:</p>
          <ul>
            <li><strong>access</strong> the personal information we hold about you;</li>
            <li><strong>correct</strong> anything that is wrong or out of date;</li>
            <li><strong>delete</strong> your information or your account.</li>
          </ul>
          <p>
            Write to <ClubEmail /> from the e-mail address we have on file, so we know the request is yours.
            We will answer within 30 days, and we will never treat you differently for asking. Members can also
            change their name, phone number and profile picture at any time with Edit Profile on their
            dashboard.
          </p>
          <p>
            The Instagram, LinkedIn and dietary fields on the application are optional; leave them blank if
            you prefer. Deleting your account ends your access to the members’ area.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-children',
      heading: 'Children',
      content: (
        <p>
          The club is for adults. The site is not meant for anyone under 18, and we do not knowingly collect
          information from children. If you believe a child has sent us information, write to us and we will
          delete it.
        </p>
      ),
    },
    {
      id: 'privacy-changes',
      heading: 'Changes to This Policy',
      content: (
        <p>
          If we change how we handle personal information, we will update this page and the “Last updated”
          date above. If a change is significant, we will also tell members by e-mail before it takes effect.
        </p>
      ),
    },
    {
      id: 'privacy-contact',
      heading: 'Contact Us',
      content: (
        <p>
          Questions or requests about your privacy? Write to <ClubEmail />. {brandName}, Chicago, Illinois,
          United States.
        </p>
      ),
    },
  ];

  return (
    <LegalLayout
      document="privacy"
      lastUpdated={LAST_UPDATED}
      summary={
        <p>
          We collect only what we need to review applications, run the club and reply to you. We never sell
          it, and you can ask to see, correct or delete it at any time.
        </p>
      }
      sections={sections}
    />
  );
}
