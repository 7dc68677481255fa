import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { ISLAND_ATTRIBUTE, type IslandName, type IslandProps } from '../components/island/Island';
import { islandModules } from './islandRegistry';
import { islandTheme } from './islandTheme';

/**
 * The script of the content pages (config/paths.ts: `hydrate: 'islands'`): their HTML is the page
 * and stays as it came; only the parts a visitor can touch (components/island) run, each hydrated
 * as a root of its own, with the theme and without the router: links are plain page loads of
 * cached HTML, prefetched when a pointer or the focus comes to them. Started after the first paint
 * (scripts/boot-after-paint.js), like the app on the other pages.
 */
const inTheme = (node: ReactNode) => <ThemeProvider theme={islandTheme}>{node}</ThemeProvider>;

/** Loads an island's code and hydrates it (or renders it, for a part only the browser renders). */
function start(element: HTMLElement, name: IslandName): Promise<void> {
  const island = islandModules[name];
  const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
  return island.load().then((Component) => {
    const node = inTheme(<Component {...props} />);
    // The ids it renders (useId) are the server's: both render it as a root with its name as prefix.
    if (island.client) createRoot(element).render(node);
    else startTransition(() => void hydrateRoot(element, node, { identifierPrefix: `${name}-` }));
  });
}

/**
 * An island below the fold starts once it comes within a screen of the viewport, or once a pointer
 * or the focus reaches it (its element is `display: contents`: its children are watched).
 */
function whenNear(element: HTMLElement, run: () => Promise<void>): void {
  let started = false;
  // A tap on a button of it before it runs (a link is a page load, it works as it is): kept, and
  // given again once the island is hydrating (React then hydrates it at once and handles the click).
  let tapped: HTMLElement | null = null;
  const keepTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    tapped = button;
    go();
  };
  element.addEventListener('click', keepTap, { capture: true });
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of TRIGGERS) element.removeEventListener(type, go);
    void run().then(() => {
      element.removeEventListener('click', keepTap, { capture: true });
      tapped?.click();
    });
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
    rootMargin: '100% 0px',
  });
  for (const child of element.children) observer.observe(child);
  for (const type of TRIGGERS) element.addEventListener(type, go, { passive: true });
}
const TRIGGERS = ['pointerover', 'pointerdown', 'focusin'] as const;

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const name = element.dataset.island as IslandName;
  const island = islandModules[name];
  if (!island) continue;
  if (island.visible) whenNear(element, () => start(element, name));
  else void start(element, name);
}

/** A part that only the browser shows, in an element of its own at the end of the page. */
function mount(load: () => Promise<ReactNode>): void {
  const host = document.createElement('div');
  document.body.append(host);
  void load().then((node) => createRoot(host).render(inTheme(node)));
}

/** Once the page has loaded and the browser is idle (as the app's useAfterLoad). */
function afterLoad(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : window.setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

// The toast region (notify() raises toasts into it: the discount popup's).
afterLoad(() => mount(() => import('../components/Toaster').then(({ default: Toaster }) => <Toaster />)));

// Back to Top (spec 9): loaded with the page's first scroll, as in the app's layout.
window.addEventListener(
  'scroll',
  () => mount(() => import('../components/layout/BackToTop').then(({ default: BackToTop }) => <BackToTop />)),
  { once: true, passive: true },
);

/** Pages of this site a pointer or the focus came to: fetched ahead, into the browser's cache. */
const prefetched = new Set([window.location.pathname]);
function prefetch(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.origin !== window.location.origin || link.download) return;
  const { pathname } = link;
  if (prefetched.has(pathname) || pathname === '/api' || pathname.startsWith('/api/')) return;
  prefetched.add(pathname);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = pathname;
  document.head.append(hint);
}
for (const type of ['pointerover', 'focusin', 'touchstart'])
  document.addEventListener(type, prefetch, { passive: true });
