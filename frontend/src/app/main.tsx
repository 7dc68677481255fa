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
 * the painted page. Any other page is rendered once the same code has loaded, too: a shell ('*':
 * header, loading indicator, footer) stays on screen until a first render that shows the page and
 * the footer at once (rendered before, the footer went while its code loaded and came back, a
 * layout shift of half the screen on every staff page); a page prerendered for another path is
 * cleared then. A failed download goes on anyway: the part that could not load shows its fallback.
 */
const prerendered = container.dataset.prerendered;
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
const start =
  prerendered === path
    ? () => startTransition(() => void hydrateRoot(container, app))
    : () => {
        if (prerendered !== '*') container.replaceChildren();
        startTransition(() => createRoot(container).render(app));
      };
preloadPath(path).then(start, start);
