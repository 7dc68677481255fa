import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes, preloadPath } from './router';

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
 * Pages rendered ahead (prerendered at build time, or by the server) carry their path in
 * `data-prerendered` and are hydrated, once the code of every part they show has loaded: a part
 * still loading when the first update comes would be replaced by its loading fallback, blanking
 * the painted page. A shell ('*': header, loading indicator, footer) stays on screen until the
 * first render replaces it; a page prerendered for another path is cleared first.
 */
const prerendered = container.dataset.prerendered;
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
if (prerendered === path) {
  const hydrate = () => startTransition(() => void hydrateRoot(container, app));
  // A failed download hydrates anyway: the part that could not load shows its fallback.
  preloadPath(path).then(hydrate, hydrate);
} else {
  if (prerendered !== '*') container.replaceChildren();
  startTransition(() => createRoot(container).render(app));
}
