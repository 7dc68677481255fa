import { lazy, Suspense, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { Header } from '../header/Header';
import { Island } from '../island/Island';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { PageLoader } from './PageLoader';
import { ScrollRestorer } from './ScrollRestorer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Below the fold or scroll-triggered: not in the entry chunk. */
const Footer = lazyWithPreload(() => import('../footer/Footer'));
const BackToTop = lazy(() => import('./BackToTop'));

/** Whether the page has been scrolled since the app started (a page opened scrolled counts). */
let everScrolled = false;
function scrolledSoFar(): boolean {
  if (!everScrolled && window.scrollY > 0) everScrolled = true;
  return everScrolled;
}
function onScroll(change: () => void): () => void {
  const listener = () => {
    everScrolled = true;
    change();
  };
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/**
 * True from the page's first scroll: the Back to Top button (shown past 200 px) loads then. Read as
 * an external store, so that hydration renders what the server rendered (false) however far the
 * visitor has scrolled meanwhile, and updates after it. Reading the scroll position in the first
 * render made a page hydrated while scrolled differ from its HTML (React error 418): React then
 * replaced the whole painted page, and a tap that came during hydration hit a removed node and was
 * lost (e2e/tap-while-hydrating.spec.ts).
 */
function useScrolled(): boolean {
  return useSyncExternalStore(onScroll, scrolledSoFar, () => false);
}

/** Loads the parts of the layout that a page painted from HTML shows (the footer), before it hydrates. */
export const preloadLayout = (): Promise<void> => Footer.preload();

/** The shell of every page: header, main content, footer, back-to-top, scroll restoration. */
export function Layout() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', overflowX: 'clip' }}>
      <SkipLink />
      <Island name="header" props={{ path: pathname }}>
        <Header path={pathname} />
      </Island>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Island name="footer">
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </Island>
      {/* Its own boundary: a boundary that suspends hides what it already shows (the footer). */}
      {scrolled ? (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      ) : null}
      <ScrollRestorer />
    </Box>
  );
}
