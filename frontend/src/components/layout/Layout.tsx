import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { Header } from '../header/Header';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { useAfterLoad } from '../../lib/useAfterLoad';
import { PageLoader } from './PageLoader';
import { ScrollRestorer } from './ScrollRestorer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Below the fold or scroll-triggered: not in the entry chunk. */
const Footer = lazyWithPreload(() => import('../footer/Footer'));
const BackToTop = lazy(() => import('./BackToTop'));

/** Loads the parts of the layout that a page painted from HTML shows (the footer), before it hydrates. */
export const preloadLayout = (): Promise<void> => Footer.preload();

/** The shell of every page: header, main content, footer, back-to-top, scroll restoration. */
export function Layout() {
  const { pathname } = useLocation();
  const loaded = useAfterLoad();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', overflowX: 'clip' }}>
      <SkipLink />
      <Header />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {/* Its own boundary: a boundary that suspends hides what it already shows (the footer). */}
      {loaded ? (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      ) : null}
      <ScrollRestorer />
    </Box>
  );
}
