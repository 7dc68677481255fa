import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { Header } from '../header/Header';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { PageLoader } from './PageLoader';
import { ScrollRestorer } from './ScrollRestorer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Below the fold or scroll-triggered: not in the entry chunk. */
const Footer = lazyWithPreload(() => import('../footer/Footer'));
const BackToTop = lazy(() => import('./BackToTop'));

/** True from the page's first scroll: the Back to Top button (shown past 200 px) loads then. */
function useScrolled(): boolean {
  // A page opened already scrolled (a restored position) counts as scrolled.
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > 0);
  useEffect(() => {
    if (scrolled) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
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
      {scrolled ? (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      ) : null}
      <ScrollRestorer />
    </Box>
  );
}
