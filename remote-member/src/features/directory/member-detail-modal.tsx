import { Avatar, Modal, NewTabLink, smallCaps, useSiteConfig, type VerifiedMember } from 'shared';
import styled from 'styled-components';
import { formatDate, instagramHref, linkedinHref, storedPicture } from 'shared/format';

export interface MemberDetailModalProps {
  member: VerifiedMember;
  onClose: () => void;
}

const Intro = styled.div`
  display: flex;
  align-items: center;
  gap: 1.25rem;
  margin-bottom: 1.75rem;
`;

const Portrait = styled.span`
  flex: none;
  line-height: 0;
  padding: 3px;
  border-radius: 50%;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.brassLight};
`;

const Since = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.125rem;
  font-style: italic;
  color: ${({ theme }) => theme.color.inkSoft};
`;

const Label = styled.h3`
  margin: 0 0 0.5rem;
  ${smallCaps}
  color: ${({ theme }) => theme.color.brass};
`;

const Block = styled.div`
  padding: 1.25rem 0;
  border-top: 1px solid ${({ theme }) => theme.color.line};

  p {
    margin: 0;
    line-height: 1.65;
    overflow-wrap: anywhere;
  }
`;

const Contacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.6rem 1.25rem;
  margin: 0;

  dt {
    ${smallCaps}
    padding-top: 0.2rem;
    color: ${({ theme }) => theme.color.muted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration-color: ${({ theme }) => theme.color.brass};
    text-underline-offset: 0.25em;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brass};
  }
`;

/**
 * A fellow member as another member sees them: picture or initials, name, profession, how long
 * they have been a member, what they like to eat and how to reach them. Never their phone.
 */
export function MemberDetailModal({ member, onClose }: MemberDetailModalProps) {
  const since = formatDate(member.memberSince);
  const { storage } = useSiteConfig();
  const instagram = instagramHref(member.instagramUrl);
  const linkedin = linkedinHref(member.linkedinUrl);
  return (
    <Modal open onClose={onClose} title={member.fullName} description={member.profession ?? undefined}>
      <Intro>
        <Portrait aria-hidden="true">
          <Avatar name={member.fullName} src={storedPicture(member.user.profilePicture, storage.url)} size={88} />
        </Portrait>
        {since && <Since>Member since {since}</Since>}
      </Intro>

      {member.cuisineInterests && (
        <Block>
          <Label>Cuisine interests</Label>
          <p>{member.cuisineInterests}</p>
        </Block>
      )}

      <Block>
        <Label>Get in touch</Label>
        <Contacts>
          {member.email && (
            <>
              <dt>Email</dt>
              <dd><a href={`mailto:${member.email}`}>{member.email}</a></dd>
            </>
          )}
          {instagram && (
            <>
              <dt>Instagram</dt>
              <dd><NewTabLink href={instagram} /></dd>
            </>
          )}
          {linkedin && (
            <>
              <dt>LinkedIn</dt>
              <dd><NewTabLink href={linkedin} /></dd>
            </>
          )}
        </Contacts>
      </Block>
    </Modal>
  );
}
