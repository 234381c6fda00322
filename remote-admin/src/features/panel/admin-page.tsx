import { memo, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  headerOffset, lazyNamed, media, PageSpinner, PartErrorBoundary, useDocumentTitle, useSession, useSignOut, useSiteConfig, type User,
} from 'shared';
import styled from 'styled-components';
import { useSearchParams } from 'shared/router';
import { useMediaQuery } from '../../lib/use-media-query';
import { DashboardOverview } from '../overview/dashboard-overview';
import { FIRST_VIEW, NARROW_SCREEN, VIEW_PARAM, viewFromParam, viewOf, type AdminViewId } from './admin-views';
import { Eyebrow, ScreenTitle } from './screen-layout';
import { SideMenu } from './side-menu';

// The panel opens on the Dashboard: every other screen, and the second factor's set-up, is a
// chunk of its own, run when shown, so the panel's first view does not parse or evaluate them.
// The two screens the committee opens daily are fetched when the browser is idle; the others
// (and the set-up) only when opened, or when the pointer or focus reaches their menu entry.
const PendingRequests = lazyNamed(() => import(/* webpackPrefetch: true */ '../requests/pending-requests'), 'PendingRequests');
const ApprovedMembers = lazyNamed(() => import(/* webpackPrefetch: true */ '../members/approved-members'), 'ApprovedMembers');
const DinnersScreen = lazyNamed(() => import('../dinners/dinners-screen'), 'DinnersScreen');
const ActivityScreen = lazyNamed(() => import('../activity/activity-screen'), 'ActivityScreen');
const ReleasesScreen = lazyNamed(() => import('../releases/releases-screen'), 'ReleasesScreen');
const SecurityView = lazyNamed(() => import('../security/security-view'), 'SecurityView');
const MfaEnrolment = lazyNamed(() => import('../enrolment/mfa-enrolment'), 'MfaEnrolment');

const LAZY_SCREENS: Partial<Record<AdminViewId, { preload: () => void }>> = {
  requests: PendingRequests,
  members: ApprovedMembers,
  dinners: DinnersScreen,
  activity: ActivityScreen,
  releases: ReleasesScreen,
  security: SecurityView,
};
const preloadScreen = (view: AdminViewId) => LAZY_SCREENS[view]?.preload();

// The shell's <main> already starts below the fixed header (padding-top: the measured header
// height), so the panel fills the rest of the window and adds no offset of its own.
const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: calc(100vh - ${headerOffset});
  min-height: calc(100dvh - ${headerOffset});
  background: ${({ theme }) => theme.color.ivory};

  ${media.sm} { grid-template-columns: auto minmax(0, 1fr); }
`;

const Content = styled.div`
  min-width: 0;
  padding: 2rem 1.25rem 3rem;
  ${media.md} { padding: 2.5rem 2.5rem 4rem; }
  ${media.xl} { padding: 3rem 3.5rem 5rem; }
`;

const Inner = styled.div`
  max-width: 1180px;
`;

const Masthead = styled.div`
  margin-bottom: 2.25rem;
  padding-bottom: 1.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(2rem, 1.5rem + 2vw, 2.75rem);
  font-weight: 500;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.color.ink};
`;

const SignedIn = styled.p`
  margin: 0.5rem 0 0;
  font-family: ${({ theme }) => theme.font.display};
  font-style: italic;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * The side menu's state: open on a wide screen, collapsed below 640px, and collapsed again after a
 * choice there. Crossing the breakpoint (a rotated phone, a resized window) starts again from that
 * rule. Null while the screen is not known (drawn by the server, and while hydrating that): the
 * menu is then open or collapsed by CSS alone, as the rule says for the width, so nothing moves
 * when the browser takes over.
 */
function useMenu(narrow: boolean | null) {
  const byWidth = narrow === null ? null : !narrow;
  const [open, setOpen] = useState<boolean | null>(byWidth);
  const [openFor, setOpenFor] = useState(narrow);
  if (openFor !== narrow) {
    setOpenFor(narrow);
    setOpen(byWidth);
  }
  // Before the screen is known the menu shows as the width says: the toggle inverts that.
  const toggle = useCallback(() => setOpen((value) => !(value ?? !window.matchMedia?.(NARROW_SCREEN).matches)), []);
  const afterChoice = useCallback(() => {
    if (narrow) setOpen(false);
  }, [narrow]);
  return { open, toggle, afterChoice };
}

/**
 * The chosen screen. Memoised: on a page the server drew, a screen whose chunk has not loaded yet
 * keeps the server's markup until it has, and an update reaching it meanwhile (the side menu
 * taking the screen's width, right after hydration) would have React throw that markup away and
 * draw the screen again. A screen whose code does not load (or that throws) says so in its place;
 * the side menu still works, and another screen chosen starts afresh.
 */
const Screen = memo(function Screen({ view, admin, focusTitle }: { view: AdminViewId; admin: User; focusTitle: () => void }) {
  return (
    <PartErrorBoundary key={view}>
      <Suspense fallback={<PageSpinner label={`Loading ${viewOf(view).title}`} minHeight="16rem" />}>
        {view === 'dashboard' && <DashboardOverview />}
        {view === 'requests' && <PendingRequests adminId={admin.id} focusTitle={focusTitle} />}
        {view === 'members' && <ApprovedMembers />}
        {view === 'dinners' && <DinnersScreen />}
        {view === 'activity' && <ActivityScreen />}
        {view === 'releases' && <ReleasesScreen />}
        {view === 'security' && <SecurityView admin={admin} />}
      </Suspense>
    </PartErrorBoundary>
  );
});

function Panel({ admin }: { admin: User }) {
  const { brandName } = useSiteConfig();
  const { signOut, signingOut } = useSignOut();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const menu = useMenu(narrow);
  const menuId = useId();
  const titleId = useId();
  // The screen shown is the URL's (`?view=`, the Dashboard without one), with the list's own view
  // beside it, so a screen and its search can be bookmarked and shared.
  const [params, setParams] = useSearchParams();
  const view = viewFromParam(params.get(VIEW_PARAM));
  // Each choice moves focus to the chosen screen's title (the menu may have just closed).
  const [choices, setChoices] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = useCallback(() => title.current?.focus(), []);
  useDocumentTitle(`Admin Panel · ${brandName}`);

  useEffect(() => {
    if (choices > 0) focusTitle();
  }, [choices, focusTitle]);

  const { afterChoice } = menu;
  const choose = useCallback((next: AdminViewId) => {
    // A new history entry per screen (Back returns to the one before), opened in its default view.
    setParams(next === FIRST_VIEW ? {} : { [VIEW_PARAM]: next });
    setChoices((n) => n + 1);
    afterChoice();
  }, [afterChoice, setParams]);

  return (
    <Frame>
      <SideMenu
        menuId={menuId}
        open={menu.open}
        onToggle={menu.toggle}
        current={view}
        onChoose={choose}
        onIntent={preloadScreen}
        onLogout={() => void signOut()}
        signingOut={signingOut}
      />
      <Content>
        <Inner>
          <Masthead>
            <Eyebrow>Membership committee</Eyebrow>
            <Title>Admin Panel</Title>
            <SignedIn>Signed in as {admin.fullName}</SignedIn>
          </Masthead>
          <section aria-labelledby={titleId}>
            <ScreenTitle id={titleId} ref={title} tabIndex={-1}>{viewOf(view).title}</ScreenTitle>
            <Screen view={view} admin={admin} focusTitle={focusTitle} />
          </section>
        </Inner>
      </Content>
    </Frame>
  );
}

/**
 * The admin panel at /admin: 'Admin Panel', a collapsible side menu and the chosen screen
 * (Dashboard Overview, Pending Requests, Approved Members, Dinners, Activity, Releases, the
 * admin's own sign-in settings). It opens on the Dashboard unless the URL names another screen. An
 * administrator who must set up a second factor first gets that set-up instead, and no admin data.
 */
export function AdminPage() {
  const { currentUser } = useSession();
  if (!currentUser) return null;
  if (currentUser.mfa?.enrolmentRequired) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <MfaEnrolment admin={currentUser} />
      </Suspense>
    );
  }
  return <Panel admin={currentUser} />;
}
