import { lazy, Suspense, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAfterLoad } from '../lib/useAfterLoad';
import { theme } from './theme';

/**
 * notistack is loaded once the page has loaded and the browser is idle; a toast raised before
 * that waits for it (components/notify).
 */
const Toaster = lazy(() => import('../components/Toaster'));

/**
 * App-wide providers of the entry chunk: theme, baseline CSS and the toast region.
 * The Redux store is provided per route (see StoreProvider and router.tsx) to keep the entry small.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const loaded = useAfterLoad();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </ThemeProvider>
  );
}
