import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SiteManifest } from '../../src/site/site-manifest.js';

/** The one server-rendered route of the fixture site: the tracking page, as frontend/src/config/paths.ts declares it. */
export const TRACKING_ROUTE = {
  name: 'track.order',
  pattern: '/track/:token',
  render: 'server',
  audience: 'public',
  title: 'Your Repair',
  data: ['getRepairTracking'],
  example: '/track/unknown-token',
  queryInBrowser: false,
  indexed: false,
  shell: 'shells/track.order.html',
  template: 'templates/track.order.html',
} as const;

/**
 * A built site (STATIC_DIR) of the shape the frontend build writes (dist/.site: routes.json, a
 * shell, a page template and the renderer module), with a stand-in renderer that writes the data
 * it was given into the page, as the real one embeds it for hydration. The backend tests then run
 * without a frontend build; the smoke and browser suites use the real one.
 */
export function siteFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'shop-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const manifest: SiteManifest = {
    renderer: 'ssr/renderer.mjs',
    publicOrigin: 'https://public-url.invalid',
    shopDataMarker: '<!--shop-structured-data-->',
    shopImages: { photo: '/images/share/home.png', logo: '/images/logo.svg' },
    builtAt: '2026-01-01T00:00:00.000Z',
    indexedPages: [],
    routes: [{ ...TRACKING_ROUTE, data: [...TRACKING_ROUTE.data] }],
  };
  write('.site/routes.json', JSON.stringify(manifest));
  write(
    '.site/shells/track.order.html',
    '<!doctype html><title>Your Repair</title><div id="root">loading</div>',
  );
  write('.site/templates/track.order.html', '<!doctype html><title>Shop</title><div id="root"></div>');
  write(
    '.site/ssr/renderer.mjs',
    `export async function renderServerPage(path, data, template) {
  const tracking = data.getRepairTracking;
  const page = tracking
    ? '<h1>Repair ' + tracking.reference + '</h1><p data-testid="track-status">' + tracking.status + '</p>'
    : '<h1>Repair Not Found</h1>';
  const json = '<script type="application/json" id="server-data">' + JSON.stringify(data) + '</script>';
  return { status: tracking ? 200 : 404, html: template.replace('<div id="root"></div>', () => '<div id="root">' + page + '</div>' + json) };
}
`,
  );
  return root;
}
