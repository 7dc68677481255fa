import { lazy, Suspense, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/** notistack is loaded after the first render: toasts only follow user actions. */
const Toaster = lazy(() => import('../components/Toaster'));

/**
 * App-wide providers of the entry chunk: theme, baseline CSS and the toast region.
 * The Redux store is provided per route (see StoreProvider and router.tsx) to keep the entry small.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ThemeProvider>
  );
}
