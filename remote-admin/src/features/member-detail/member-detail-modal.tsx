import { Fragment, useId, type ReactNode } from 'react';
import { Avatar, media, Modal, NewTabLink, smallCaps, useSiteConfig, type MembershipRecord } from 'shared';
import styled from 'styled-components';
import { formatDate, instagramHref, linkedinHref, storedPicture } from 'shared/format';
import {
  approvedAtText, joinedOrNotAvailable, NO_AVAILABILITY, NOT_AVAILABLE, orNotAvailable, twoLetterInitials,
} from './detail-values';
import { ApplicationHistory, ApplicationNotes } from './application-review';

export interface MemberDetailModalProps {
  record: MembershipRecord;
  onClose: () => void;
  /** The member's record at the club's dinners, shown under 'Dinners' when given. */
  dinners?: ReactNode;
  /** A pending request's committee (sponsors, votes, the admin's own), shown under 'Committee' when given. */
  committee?: ReactNode;
}

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.25rem 1.75rem;
  padding-bottom: 1.5rem;
`;

const Portrait = styled.span`
  flex: none;
  line-height: 0;
  padding: 4px;
  border-radius: 50%;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.brassLight};
`;

/** Label and value side by side ($inline, for short labels) or each label over its value. */
const Facts = styled.dl<{ $inline?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $inline }) => ($inline ? 'max-content minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${({ $inline }) => ($inline ? '0.5rem 1.25rem' : '0')};
  margin: 0;
  flex: 1 1 16rem;
  min-width: 0;

  dt {
    ${smallCaps}
    letter-spacing: 0.16em;
    padding-top: 0.2rem;
    color: ${({ theme }) => theme.color.muted};
  }

  dd {
    margin: ${({ $inline }) => ($inline ? '0' : '0.15rem 0 0.85rem')};
    min-width: 0;
    line-height: 1.55;
    overflow-wrap: anywhere;
  }

  dd:last-child { margin-bottom: 0; }

  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration-color: ${({ theme }) => theme.color.brass};
    text-underline-offset: 0.25em;
  }
  a:hover { color: ${({ theme }) => theme.color.brass}; }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 2.5rem;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Block = styled.section<{ $wide?: boolean }>`
  padding: 1.25rem 0;
  border-top: 1px solid ${({ theme }) => theme.color.line};
  ${media.md} { grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')}; }

  h3 {
    margin: 0 0 0.85rem;
    ${smallCaps}
    color: ${({ theme }) => theme.color.brass};
  }

  p { margin: 0; }
`;

const Days = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.3rem 0.85rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.ivory};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

/** A value, muted when it is the 'N/A' stand-in. */
function Shown({ value }: { value: string }) {
  return value === NOT_AVAILABLE ? <Muted>{value}</Muted> : <>{value}</>;
}

/** A member's own link, only if it is a profile on that network (https), else 'N/A'. */
function SocialLink({ href }: { href: string | undefined }) {
  return href ? <NewTabLink href={href} /> : <Shown value={NOT_AVAILABLE} />;
}

function Section({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <Block aria-labelledby={id} $wide={wide}>
      <h3 id={id}>{title}</h3>
      {children}
    </Block>
  );
}

/** A description list of label and value pairs. */
function Pairs({ pairs, inline }: { pairs: Array<[string, ReactNode]>; inline?: boolean }) {
  return (
    <Facts $inline={inline}>
      {pairs.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

/**
 * Everything an applicant or member told the club: picture or two capital letters, name, contact,
 * the application's answers, their days, their links, their dinners (when given), when they were approved and the committee
 * (when given). Every empty value reads 'N/A'.
 */
export function MemberDetailModal({ record, onClose, dinners, committee }: MemberDetailModalProps) {
  const name = orNotAvailable(record.fullName);
  const approvedOn = formatDate(record.reviewedAt);
  const { storage } = useSiteConfig();
  return (
    <Modal open onClose={onClose} title={name} size="lg">
      <Intro>
        <Portrait>
          <Avatar
            name={name}
            src={storedPicture(record.user?.profilePicture, storage.url)}
            initials={twoLetterInitials(record.fullName)}
            size={88}
          />
        </Portrait>
        <Pairs
          inline
          pairs={[
            ['Email', record.email.trim() ? <a href={`mailto:${record.email}`}>{record.email}</a> : <Shown value={NOT_AVAILABLE} />],
            ['Phone', <Shown value={orNotAvailable(record.phoneNumber)} />],
            ['Profession', <Shown value={orNotAvailable(record.profession)} />],
          ]}
        />
      </Intro>

      <Sections>
        <Section title="Professional Info">
          <Pairs
            pairs={[
              ['Contribution', <Shown value={orNotAvailable(record.professionalContribution)} />],
              ['Interest Reason', <Shown value={orNotAvailable(record.interestReason)} />],
              ['Culinary Skills', <Shown value={orNotAvailable(record.culinarySkills)} />],
              ['Cuisine Interests', <Shown value={orNotAvailable(record.cuisineInterests)} />],
              ['Restaurant Recommendations', <Shown value={orNotAvailable(record.restaurantRecommendations)} />],
            ]}
          />
        </Section>

        <Section title="Membership Info">
          <Pairs
            pairs={[
              ['Dining Frequency', <Shown value={orNotAvailable(record.diningFrequency)} />],
              ['Cohosting Interest', <Shown value={orNotAvailable(record.cohostingInterest)} />],
              ['Referral Source', <Shown value={orNotAvailable(record.referralSource)} />],
              ['Membership Goals', <Shown value={joinedOrNotAvailable(record.membershipGoals)} />],
            ]}
          />
        </Section>

        <Section title="Availability">
          {record.availableDays.length > 0 ? (
            <Days>
              {record.availableDays.map((day) => <li key={day}>{day}</li>)}
            </Days>
          ) : (
            <p><Muted>{NO_AVAILABILITY}</Muted></p>
          )}
        </Section>

        <Section title="Social Links">
          <Pairs
            pairs={[
              ['Instagram', <SocialLink href={instagramHref(record.instagramUrl)} />],
              ['LinkedIn', <SocialLink href={linkedinHref(record.linkedinUrl)} />],
            ]}
          />
        </Section>

        {dinners && <Section title="Dinners" wide>{dinners}</Section>}

        <Section title="Approved At" wide>
          <p>
            {approvedOn && record.reviewedAt
              ? <time dateTime={record.reviewedAt}>{approvedOn}</time>
              : <Muted>{approvedAtText(record.reviewedAt)}</Muted>}
          </p>
        </Section>

        {committee && <Section title="Committee" wide>{committee}</Section>}

        <Section title="Decision History" wide>
          <ApplicationHistory applicationId={record.id} />
        </Section>

        <Section title="Internal Notes" wide>
          <ApplicationNotes applicationId={record.id} />
        </Section>
      </Sections>
    </Modal>
  );
}
