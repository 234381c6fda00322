import { headerOffset, media, smallCaps, SpinnerIcon } from 'shared';
import styled, { css } from 'styled-components';
import { ADMIN_VIEWS, NARROW_SCREEN, type AdminViewId } from './admin-views';

export interface SideMenuProps {
  /** The id of the nav the toggle shows and hides. */
  menuId: string;
  /** Null: as the screen's width says (open from 640px, collapsed below), by CSS alone. */
  open: boolean | null;
  onToggle: () => void;
  current: AdminViewId;
  onChoose: (view: AdminViewId) => void;
  /** A screen about to be chosen: the pointer over its entry, or the focus on it. */
  onIntent?: (view: AdminViewId) => void;
  onLogout: () => void;
  signingOut: boolean;
}

const ivory = (opacity: number) => `rgba(247, 242, 232, ${opacity})`;
const brassLight = (opacity: number) => `rgba(201, 164, 106, ${opacity})`;

// In ink, the club's dark band: a bar over the screen on a phone, a sticky column beside it
// (below the fixed header, whose measured height the shell publishes) from 640px.
const Rail = styled.div<{ $open: boolean }>`
  color: ${({ theme }) => theme.color.ivory};
  background:
    radial-gradient(ellipse at 0% 0%, ${brassLight(0.14)}, transparent 60%),
    ${({ theme }) => theme.color.ink};
  border-bottom: 3px solid ${({ theme }) => theme.color.brass};

  ${media.sm} {
    position: sticky;
    top: ${headerOffset};
    align-self: start;
    display: flex;
    flex-direction: column;
    width: ${({ $open }) => ($open ? '16rem' : '5rem')};
    height: calc(100vh - ${headerOffset});
    height: calc(100dvh - ${headerOffset});
    overflow-y: auto;
    border-bottom: 0;
    border-right: 3px solid ${({ theme }) => theme.color.brass};
  }
`;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.brassLight};
    outline-offset: -4px;
  }
`;

const Toggle = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 3.25rem;
  padding: 0.75rem 1.25rem;
  ${smallCaps}
  color: ${({ theme }) => theme.color.brassLight};
  background: transparent;
  border: 0;
  cursor: pointer;
  ${focusRing}

  &:hover { color: ${({ theme }) => theme.color.ivory}; }

  svg { flex: none; width: 1.25rem; height: 1.25rem; }

  ${media.sm} {
    min-height: 4rem;
    border-bottom: 1px solid ${brassLight(0.25)};
    ${({ $open }) => !$open && css`
      flex-direction: column;
      justify-content: center;
      gap: 0.4rem;
      padding: 0.75rem 0.25rem;
      letter-spacing: 0.16em;
    `}
  }
`;

const Nav = styled.nav<{ $byWidth: boolean }>`
  display: flex;
  flex-direction: column;
  flex: 1 0 auto;
  padding: 0.25rem 0 1rem;

  &[hidden] { display: none; }
  ${({ $byWidth }) => $byWidth && css`@media ${NARROW_SCREEN} { display: none; }`}

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.sm} { padding-top: 1rem; }
`;

const Item = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 3rem;
  padding: 0.75rem 1.5rem;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.9375rem;
  font-weight: 500;
  letter-spacing: 0.02em;
  text-align: left;
  color: ${ivory(0.82)};
  background: transparent;
  border: 0;
  cursor: pointer;
  transition: color 0.16s ease, background-color 0.16s ease;
  ${focusRing}

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.ivory};
    background: ${brassLight(0.08)};
  }

  &[aria-current='page'],
  &[aria-current='page']:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.brassLight};
    font-weight: 600;
    background: ${brassLight(0.14)};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.brass};
  }

  &:disabled { cursor: progress; opacity: 0.7; }

  svg { margin-left: auto; }

  ${media.reducedMotion} { transition: none; }
`;

const Leave = styled.div`
  margin: 0.75rem 0 0;
  padding-top: 0.75rem;
  border-top: 1px solid ${brassLight(0.25)};

  ${media.sm} { margin-top: auto; }
`;

// The open menu's chevron and the collapsed menu's bars; by the width while the state is not known.
const CLOSE_PATH = 'M15 6l-6 6 6 6';
const OPEN_PATH = 'M4 7h16M4 12h16M4 17h16';

const ByWidthPaths = styled.g`
  .narrow-only { display: none; }
  @media ${NARROW_SCREEN} {
    .narrow-only { display: inline; }
    .wide-only { display: none; }
  }
`;

function MenuIcon({ open }: { open: boolean | null }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" aria-hidden="true" focusable="false">
      {open === null ? (
        <ByWidthPaths>
          <path className="wide-only" d={CLOSE_PATH} />
          <path className="narrow-only" d={OPEN_PATH} />
        </ByWidthPaths>
      ) : <path d={open ? CLOSE_PATH : OPEN_PATH} />}
    </svg>
  );
}

/**
 * The panel's collapsible side menu: Dashboard, Membership Requests, Approved Requests, Dinners, Activity, Security, Logout. The
 * toggle says whether the menu is open and which nav it controls; the current screen is marked
 * aria-current.
 */
export function SideMenu({ menuId, open, onToggle, current, onChoose, onIntent, onLogout, signingOut }: SideMenuProps) {
  return (
    <Rail $open={open !== false}>
      <Toggle type="button" $open={open !== false} aria-expanded={open ?? undefined} aria-controls={menuId} onClick={onToggle}>
        <MenuIcon open={open} />
        <span>Admin menu</span>
      </Toggle>
      <Nav id={menuId} aria-label="Admin panel" hidden={open === false} $byWidth={open === null}>
        <ul>
          {ADMIN_VIEWS.map((view) => (
            <li key={view.id}>
              <Item
                type="button"
                aria-current={view.id === current ? 'page' : undefined}
                onClick={() => onChoose(view.id)}
                onPointerEnter={() => onIntent?.(view.id)}
                onFocus={() => onIntent?.(view.id)}
              >
                {view.menuLabel}
              </Item>
            </li>
          ))}
        </ul>
        <Leave>
          <Item type="button" onClick={onLogout} disabled={signingOut} aria-busy={signingOut || undefined}>
            Logout
            {signingOut && <SpinnerIcon size={16} />}
          </Item>
        </Leave>
      </Nav>
    </Rail>
  );
}
