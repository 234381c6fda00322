import { memo, useId } from 'react';
import { Avatar, media, smallCaps, useSiteConfig, visuallyHiddenStyles, type VerifiedMember } from 'shared';
import styled from 'styled-components';
import { storedPicture } from 'shared/format';

export interface MemberCardProps {
  member: VerifiedMember;
  /** Opens the member's details; keep it stable (useCallback) so cards skip re-rendering. */
  onOpen: (member: VerifiedMember) => void;
}

// The card is a box with one button inside, the member's name, stretched over the whole card
// (its ::after covers it), so a click anywhere opens the details while the button's name is
// the name it shows (WCAG 2.5.3: the visible e-mail and profession are its description, not
// part of a name that would not match what the button shows).
const Card = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 1rem;
  width: 100%;
  height: 100%;
  min-height: 6.5rem;
  margin: 0;
  padding: 1.1rem 1.25rem;
  text-align: left;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 1px 2px rgba(21, 18, 15, 0.04);
  cursor: pointer;
  transition:
    border-color 0.18s ease,
    box-shadow 0.18s ease,
    transform 0.18s ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.brassLight};
    box-shadow: ${({ theme }) => theme.shadow.card};
    transform: translateY(-2px);
  }

  &:has(.name:focus-visible) {
    border-color: ${({ theme }) => theme.color.brass};
  }

  &:active {
    transform: none;
  }

  ${media.md} { padding: 1.25rem 1.5rem; }

  ${media.reducedMotion} {
    transition: none;
    &:hover { transform: none; }
  }

  @media (forced-colors: active) {
    border-color: ButtonText;
  }

  /* One styled component per card (the parts are plain elements): cheap to mount by the dozen. */
  .portrait {
    flex: none;
    line-height: 0;
  }

  .text,
  .details {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    min-width: 0;
  }

  .name {
    appearance: none;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    text-align: left;
    cursor: pointer;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.2rem;
    font-weight: 600;
    line-height: 1.25;
    color: ${({ theme }) => theme.color.ink};
    overflow-wrap: anywhere;
  }

  .name::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  .name:focus-visible { outline: none; }
  .name:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.md};
  }

  .email {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
    overflow-wrap: anywhere;
  }

  .profession {
    ${smallCaps}
    letter-spacing: 0.14em;
    color: ${({ theme }) => theme.color.brass};
  }

  .hidden {
    ${visuallyHiddenStyles}
  }
`;

/**
 * One member in the directory: picture or initials, name, e-mail and profession. The name is
 * the card's button, stretched over the whole card (click, Enter or Space opens the details),
 * described by the rest. Memoised: typing in the search box re-renders only new cards.
 */
export const MemberCard = memo(function MemberCard({ member, onOpen }: MemberCardProps) {
  const id = useId();
  const { storage } = useSiteConfig();
  return (
    <Card>
      <span className="portrait" aria-hidden="true">
        <Avatar name={member.fullName} src={storedPicture(member.user.profilePicture, storage.url)} size={56} />
      </span>
      <span className="text">
        <button
          type="button"
          className="name"
          data-member-card=""
          aria-describedby={`${id}-details`}
          onClick={() => onOpen(member)}
        >
          {member.fullName}
        </button>
        <span className="details" id={`${id}-details`}>
          <span className="email">{member.email}</span>
          <span className="profession">
            {member.profession || (
              // A missing profession shows a dash, read out as words.
              <>
                <span aria-hidden="true">—</span>
                <span className="hidden">No profession given</span>
              </>
            )}
          </span>
        </span>
      </span>
    </Card>
  );
});
