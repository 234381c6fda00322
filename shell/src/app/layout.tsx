import { Outlet, ScrollRestoration, useLocation } from 'shared/router';
import { headerOffset } from 'shared';
import styled from 'styled-components';
import { SiteHeader } from '../features/header/site-header';
import { usePrefetchNext } from './use-prefetch-next';

const Page = styled.div<{ $landing: boolean }>`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  background: ${({ $landing, theme }) => ($landing ? theme.color.ink : theme.color.paper)};
`;

/** Grows to fill the column; a block, so pages centred with auto margins keep their full width. */
const Main = styled.main`
  flex: 1 0 auto;
  padding-top: ${headerOffset};
`;

/** A full-height column: the fixed header and a growing main area below it. */
export function Layout() {
  const { pathname } = useLocation();
  usePrefetchNext(pathname);
  return (
    <Page $landing={pathname === '/'}>
      <SiteHeader />
      <Main id="main">
        <Outlet />
      </Main>
      {/* A new page starts at its top (or its #hash); Back and Forward return to where the reader was. */}
      <ScrollRestoration />
    </Page>
  );
}
