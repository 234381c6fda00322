import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'shared/router';
import { HEADER_MIN_HEIGHT_PX, media, scrollToSection, useGoToSection, useSession, useSiteConfig } from 'shared';
import styled from 'styled-components';
import { BrandMark } from './brand-mark';
import { headerTone, type HeaderTone } from './header-tone';
import { MobileMenu } from './mobile-menu';
import { desktopItems, isActive, mobileItems, type NavItem } from './nav-items';
import { NavLinkButton } from './nav-link-button';
import { useActiveSection } from './use-active-section';
import { useHeaderHeight } from './use-header-height';
import { useScrolled } from './use-scrolled';

const Bar = styled.header<{ $tone: HeaderTone }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ $tone, theme }) =>
    $tone === 'white' ? theme.color.white : $tone === 'black' ? theme.color.ink : 'transparent'};
  color: ${({ $tone, theme }) => ($tone === 'white' ? theme.color.ink : theme.color.ivory)};
  box-shadow: ${({ $tone, theme }) => ($tone === 'white' ? theme.shadow.header : 'none')};
  transition: background-color 0.25s ease, box-shadow 0.25s ease, color 0.25s ease;
`;

/** At least as tall as the page's offset before measuring, so nothing moves when the shell measures. */
const Inner = styled.div`
  max-width: 1240px;
  min-height: ${HEADER_MIN_HEIGHT_PX.base}px;
  margin: 0 auto;
  padding: 0.85rem 1.25rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  ${media.md} {
    min-height: ${HEADER_MIN_HEIGHT_PX.md}px;
    padding: 1rem 2rem;
  }
`;

const Brand = styled.button`
  appearance: none;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  display: flex;
  align-items: center;
  gap: 0.7rem;
  padding: 0.25rem;
  text-align: left;
`;

const BrandName = styled.span`
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.15rem;
  letter-spacing: 0.04em;
  line-height: 1.1;
  ${media.md} { font-size: 1.35rem; }
`;

/** From the large breakpoint up: below it the brand and five links do not fit on one line. */
const DesktopNav = styled.nav`
  display: none;
  ${media.lg} {
    display: flex;
    align-items: center;
    gap: 0.25rem;
  }
`;

const MenuToggle = styled.button<{ $tone: HeaderTone }>`
  appearance: none;
  background: none;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  cursor: pointer;
  ${media.lg} { display: none; }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The site header: fixed; transparent over the landing page or black over others until 50 px of
 * scroll, then white with a shadow; desktop navigation (none for admins) and a hamburger menu on
 * small screens.
 */
export function SiteHeader() {
  const { currentUser } = useSession();
  const { brandName } = useSiteConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goToSection = useGoToSection();
  const scrolled = useScrolled();
  const section = useActiveSection(pathname === '/');
  const tone = headerTone(pathname, scrolled);
  const headerRef = useRef<HTMLElement>(null);
  // The page the menu was opened on: navigating anywhere else closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();
  useHeaderHeight(headerRef);

  const closeMenu = useCallback(() => setMenuOpenOn(null), []);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeMenu();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen, closeMenu]);

  const choose = (item: NavItem) => {
    closeMenu();
    if (item.kind === 'section') goToSection(item.section);
    else if (item.kind === 'join') goToSection('join');
    else void navigate(item.to);
  };

  const goHome = () => {
    closeMenu();
    if (pathname === '/' && scrollToSection('home')) return;
    void navigate('/', { state: { scrollTo: 'home' } });
  };

  return (
    <Bar ref={headerRef} $tone={tone} data-tone={tone}>
      <Inner>
        <Brand type="button" onClick={goHome} aria-label={`${brandName}, home`}>
          <BrandMark />
          <BrandName>{brandName}</BrandName>
        </Brand>
        <DesktopNav aria-label="Main">
          {desktopItems(currentUser).map((item) =>
            item.kind === 'route' ? (
              <NavLinkButton
                key={item.label}
                as={Link}
                to={item.to}
                $tone={tone}
                $emphasis={item.emphasis}
                $active={!item.emphasis && isActive(item, pathname, section)}
                aria-current={isActive(item, pathname, section) ? 'page' : undefined}
              >
                {item.label}
              </NavLinkButton>
            ) : (
              <NavLinkButton
                key={item.label}
                type="button"
                $tone={tone}
                $emphasis={item.kind === 'join'}
                $active={item.kind === 'section' && isActive(item, pathname, section)}
                onClick={() => choose(item)}
              >
                {item.label}
              </NavLinkButton>
            ),
          )}
        </DesktopNav>
        <MenuToggle
          type="button"
          $tone={tone}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <MenuIcon open={menuOpen} />
        </MenuToggle>
      </Inner>
      {menuOpen && (
        <MobileMenu id={menuId} items={mobileItems(currentUser)} pathname={pathname} section={section} onChoose={choose} />
      )}
    </Bar>
  );
}
