import type { SiteManifest } from '../../src/site/site-manifest.js';

/** The frontend's route table as its built renderer exports it (frontend/dist/.site). */
export interface FrontendModule {
  routeTable: { name: string; pattern: string; render: string; data?: string[] }[];
  /** A route's title and description, kept apart from the route table (issue 38). */
  metaOf(route: string): { title: string };
  routeOf(path: string): string | undefined;
}

/**
 * Issue 18: every route answers at `base` as the manifest says (status, painted page or shell,
 * server-rendered data, not-found pages): the built server alone (smoke suite), or behind the
 * compose nginx (compose suite), which must pass every page on unchanged.
 */
export async function answersAsManifestSays(base: string, manifest: SiteManifest): Promise<void> {
  const get = async (path: string, status = 200) => {
    const res = await fetch(`${base}${path}`);
    expect([path, res.status, res.headers.get('content-type')]).toEqual([
      path,
      status,
      'text/html; charset=utf-8',
    ]);
    const html = await res.text();
    return { html, painted: /<div id="root" data-prerendered="([^"]*)"/.exec(html)?.[1] };
  };
  for (const route of manifest.routes) {
    // A tracking page exists only for a token minted at check-in: the example's token is
    // unknown, and its page is the one not-found page (workshop spec 2), server-rendered.
    const notFound = route.pattern === '*' || route.name === 'track.order';
    const { html, painted } = await get(route.example, notFound ? 404 : 200);
    if (route.render === 'shell') {
      expect([route.name, painted]).toEqual([route.name, '*']);
      expect(html).toContain(`<title>${route.title ? `${route.title} | ` : ''}`);
    } else {
      expect([route.name, painted]).toEqual([route.name, route.example]);
      expect([route.name, html.includes('id="server-data"')]).toEqual([
        route.name,
        route.render === 'server',
      ]);
    }
    // A spelling of the route that has no page of its own gets the route's shell, titled as
    // the manifest says (the router matches paths whatever their case).
    // Issue 19 defect 9: a spelling naming no category or device (the page shows its not-found
    // state) answers 404. A shell route with parameters (a repair order, a tracking token) gets
    // its shell for any of them: the page asks the API which exist.
    if (
      route.example !== route.example.toUpperCase() &&
      route.pattern.includes(':') &&
      route.render !== 'shell'
    ) {
      await get(route.example.toUpperCase(), 404);
    } else if (route.example !== route.example.toUpperCase()) {
      const other = await get(route.example.toUpperCase(), notFound ? 404 : 200);
      expect([route.name, other.painted]).toEqual([route.name, '*']);
      expect(other.html).toContain(`<title>${route.title ? `${route.title} | ` : ''}`);
    }
    for (const path of Object.keys(route.pages ?? {})) expect((await get(path)).painted).toBe(path);
    if (route.queryInBrowser) expect((await get(`${route.example}?step=2`)).painted).toBe('*');
  }

  // Issue 19 defect 9: not-found pages answer 404 with the same page (search engines skip them);
  // the server-rendered ones paint their not-found state at once.
  expect((await get('/no-such-page', 404)).html).toContain('<title>404 - Page Not Found');
  await get('/products/no-such', 404);
  await get('/products/phones/no-such', 404);
  expect((await get('/repair/no-such-category', 404)).painted).toBe('/repair/no-such-category');
  const tracking = await fetch(`${base}/track/unknown-token`);
  expect([tracking.status, tracking.headers.get('cache-control')]).toEqual([404, 'no-store']);
  expect(await tracking.text()).toContain('Repair Not Found');
  const device = await get('/repair/iphone/no-such-device', 404);
  expect(device.painted).toBe('/repair/iphone/no-such-device');
  expect(device.html).toContain('Device Not Found');
  const head = await fetch(`${base}/no-such-page`, { method: 'HEAD' });
  expect(head.status).toBe(404);
}
