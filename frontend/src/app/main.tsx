import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/**
 * Pages prerendered at build time (scripts/prerender.mjs) carry their path in `data-prerendered`
 * and are hydrated. The app shell ('*': header, loading indicator, footer) stays on screen until
 * the first render replaces it; a page prerendered for another path is cleared first.
 */
const prerendered = container.dataset.prerendered;
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
startTransition(() => {
  if (prerendered === path) {
    hydrateRoot(container, app);
  } else {
    if (prerendered !== '*') container.replaceChildren();
    createRoot(container).render(app);
  }
});
