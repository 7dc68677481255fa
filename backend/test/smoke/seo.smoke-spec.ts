import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Validator from '@adobe/structured-data-validator';
import { loadConfig } from '../../src/config/app-config.js';
import { readManifest } from '../../src/site/site-manifest.js';
import { freePort } from '../support/free-port.js';

/**
 * Issue 33: what search engines, maps and link previews read, from the HTML the built server sends
 * (no JavaScript runs here): the sitemap and robots.txt, each page's title, description, canonical
 * link, link-preview tags and share image, `noindex` where a page is not to be found, and the
 * schema.org JSON-LD, validated by Adobe's structured-data validator (Google's rich-result rules)
 * with Google's required properties of the types it has no rules for. Needs `npm run build`.
 */
const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..');
const dist = join(root, 'frontend', 'dist');
const EDITOR_PASSWORD = 'seo-editor-password-123';

type Json = Record<string, unknown>;

/** The values of the tags of a page's head. */
function head(html: string) {
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`)
      .exec(tag)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
  const tags = (pattern: RegExp) => [...headHtml.matchAll(pattern)].map((m) => m[0]);
  const meta = (key: string) =>
    tags(new RegExp(`<meta (?:name|property)="${key}"[^>]*>`, 'g')).map((t) => attr(t, 'content'));
  return {
    title: /<title>([^<]*)<\/title>/.exec(headHtml)?.[1]?.replace(/&amp;/g, '&'),
    description: meta('description'),
    robots: meta('robots'),
    canonical: tags(/<link rel="canonical"[^>]*>/g).map((t) => attr(t, 'href')),
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Json,
    ),
  };
}

/** Every node of a JSON-LD document with a type, nested ones included. */
function nodes(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!value || typeof value !== 'object') return [];
  const node = value as Json;
  return [...(node['@type'] ? [node] : []), ...Object.values(node).flatMap(nodes)];
}

/**
 * Adobe's validator (maintained; Google's rich-result rules for BreadcrumbList, ListItem, Offer,
 * Organization and more), given Google's documented required properties of the types of this site
 * it has no rules for (LocalBusiness and its ElectronicsStore, FAQPage, Question, Answer,
 * OpeningHoursSpecification, Service), written with its own `required` rule.
 */
async function validate(documents: Json[]): Promise<string[]> {
  const validator = new Validator();
  // The validator's own base of rules (its `required`), for the rules it is given here.
  const { default: BaseValidator } = (await import(
    '@adobe/structured-data-validator/src/types/base.js' as string
  )) as {
    default: new (config: unknown) => { required(name: string): (data: unknown) => unknown };
  };
  const requiring = (...names: string[]) => [
    () =>
      Promise.resolve({
        default: class extends BaseValidator {
          getConditions() {
            return names.map((name) => this.required(name));
          }
        },
      }),
  ];
  Object.assign(validator.registeredHandlers, {
    ElectronicsStore: requiring('name', 'address', 'url', 'telephone'),
    PostalAddress: requiring('streetAddress'),
    FAQPage: requiring('mainEntity'),
    Question: requiring('name', 'acceptedAnswer'),
    Answer: requiring('text'),
    OpeningHoursSpecification: requiring('opens', 'closes'),
    Service: requiring('name', 'provider'),
    ItemList: requiring('itemListElement'),
  });
  const byType: Record<string, Json[]> = {};
  for (const document of documents)
    (byType[document['@type'] as string] ??= []).push(structuredClone(document));
  const issues = await validator.validate({ jsonld: byType });
  return issues
    .filter((issue) => issue.severity === 'ERROR')
    .map((issue) => `${issue.rootType}: ${issue.issueMessage} at ${JSON.stringify(issue.path)}`);
}

/** The width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('found on the web (issue 33): the HTML the server sends, without JavaScript', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-seo-'));
  let child: ChildProcess;
  let base: string;
  let pages: Map<string, { status: number; html: string }>;
  let sitemap: { loc: string; lastmod: string }[];
  const manifest = readManifest(dist)!;
  const config = loadConfig({ NODE_ENV: 'test' });

  const fetchPage = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, html: await res.text() };
  };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['DATABASE_URL', 'SHOP_MAP_URL', 'SHOP_REVIEW_URL', 'SHOP_GEO']) delete env[name];
    child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
      env: {
        ...env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        SHOP_GEO: '39.7990,-89.6440',
        DATA_DIR: dataDir,
        STATIC_DIR: dist,
        DEMO_EDITOR_PASSWORD: EDITOR_PASSWORD,
      },
      stdio: 'ignore',
    });
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health/ready`)).ok) break;
      } catch {
        // starting
      }
      if (i > 600) throw new Error('the server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    sitemap = [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map((m) => ({
      loc: m[1]!.replace(/&amp;/g, '&'),
      lastmod: m[2]!,
    }));
    pages = new Map();
    for (const { loc } of sitemap) pages.set(loc, await fetchPage(loc.slice(base.length)));
  });

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('robots.txt names the sitemap at PUBLIC_URL, which lists every public page and catalogue entry', async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    const res = await fetch(`${base}/sitemap.xml`);
    expect(res.headers.get('content-type')).toBe('application/xml');
    const paths = sitemap.map(({ loc }) => loc.slice(base.length));
    expect(sitemap.every(({ loc }) => loc.startsWith(`${base}/`))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
    // Every repair category and device page of the catalogue, every product category and subcategory.
    const catalogue = (await (await fetch(`${base}/api/catalogue`)).json()) as {
      categories: { id: string }[];
      models: { id: string; category: string }[];
    };
    const expected = [
      '/',
      '/about',
      '/repair',
      '/book-appointment',
      '/track',
      '/products',
      ...catalogue.categories.map((c) => `/repair/${c.id}`),
      // Each model under its category (a model of a category the site has no page for has none).
      ...catalogue.models
        .filter((m) => catalogue.categories.some((c) => c.id === m.category))
        .map((m) => `/repair/${m.category}/${m.id}`),
      ...manifest.routes
        .filter((r) => r.name.startsWith('products.'))
        .flatMap((r) => Object.keys(r.pages ?? {})),
    ];
    expect(expected.filter((path) => !paths.includes(path))).toEqual([]);
    // Never staff pages, tracking pages, the wizard's later steps, the home page's other addresses.
    for (const path of paths) expect(path).not.toMatch(/^\/(admin|track\/|booking|quote$|services$)|\?/);
    // lastmod: the catalogue's last change for its pages, the build's for the pages it made.
    for (const { loc, lastmod } of sitemap)
      expect([loc, Number.isNaN(Date.parse(lastmod))]).toEqual([loc, false]);
    const built = sitemap.find(({ loc }) => loc === `${base}/about`)!.lastmod;
    expect(built).toBe(new Date(manifest.builtAt).toISOString());
  });

  it('every URL of the sitemap answers 200 with a canonical link to itself, a title and a description of its own', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [loc, { status, html }] of pages) {
      const h = head(html);
      expect([loc, status, h.canonical, h.robots]).toEqual([loc, 200, [loc], []]);
      expect([loc, h.description.length]).toEqual([loc, 1]);
      expect([loc, titles.get(h.title!)]).toEqual([loc, undefined]);
      expect([loc, descriptions.get(h.description[0]!)]).toEqual([loc, undefined]);
      titles.set(h.title!, loc);
      descriptions.set(h.description[0]!, loc);
      expect(h.description[0]!.length).toBeGreaterThan(40);
      expect(h.description[0]).not.toMatch(/[{}]/);
    }
    expect(titles.size).toBe(pages.size);
  });

  it('gives each page link-preview tags: Open Graph and a Twitter card with its section’s 1200×630 share image', async () => {
    const images = new Set<string>();
    for (const [loc, { html }] of pages) {
      const { meta, title, description } = head(html);
      expect([loc, meta('og:url'), meta('og:title'), meta('og:description')]).toEqual([
        loc,
        [loc],
        [title],
        description,
      ]);
      expect([loc, meta('og:type'), meta('twitter:card')]).toEqual([
        loc,
        ['website'],
        ['summary_large_image'],
      ]);
      expect(meta('og:image')).toEqual(meta('twitter:image'));
      expect([meta('og:image:width'), meta('og:image:height')]).toEqual([['1200'], ['630']]);
      images.add(meta('og:image')[0]!);
    }
    expect(images.size).toBeGreaterThanOrEqual(5);
    for (const image of images) {
      expect(image.startsWith(`${base}/images/share/`)).toBe(true);
      const res = await fetch(image);
      expect([image, res.status, res.headers.get('content-type')]).toEqual([image, 200, 'image/png']);
      expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });

  it('says noindex, with no canonical link, on staff pages, tracking pages, the wizard’s later steps and not-found pages', async () => {
    const paths = [
      ...manifest.routes.filter((r) => r.audience === 'staff').map((r) => r.example),
      '/track/unknown-token',
      '/book-appointment?step=2&brand=apple',
      '/booking',
      '/no-such-page',
      '/repair/no-such-category',
      '/repair/iphone/no-such-phone',
      '/products/no-such-category',
    ];
    for (const path of paths) {
      const h = head((await fetchPage(path)).html);
      expect([path, h.robots, h.canonical, h.jsonLd]).toEqual([path, ['noindex'], [], []]);
    }
    // The home page at its other addresses names the home page as canonical.
    for (const path of ['/quote', '/services']) {
      const { status, html } = await fetchPage(path);
      expect([path, status, head(html).canonical]).toEqual([path, 200, [`${base}/`]]);
    }
  });

  it('marks the pages up with JSON-LD that passes the validator: the shop, breadcrumbs, services, the FAQ; never review stars', async () => {
    const all: Json[] = [];
    for (const [loc, { html }] of pages) {
      const documents = head(html).jsonLd;
      all.push(...documents);
      const types = documents.map((d) => d['@type']);
      const path = loc.slice(base.length);
      // Catalogue pages carry their breadcrumbs, from the home page to the page itself.
      if (/^\/(repair|products)(\/|$)/.test(path)) {
        const crumbs = documents.find((d) => d['@type'] === 'BreadcrumbList')!;
        const items = crumbs.itemListElement as { item: string }[];
        expect([loc, items[0]!.item, items.at(-1)!.item]).toEqual([loc, `${base}/`, loc]);
      }
      if (path === '/' || path === '/about') expect(types).toContain('ElectronicsStore');
      // The footer's FAQ is on every page: marked up once, on the about page.
      expect([loc, types.includes('FAQPage')]).toEqual([loc, path === '/about']);
      for (const node of nodes(documents))
        expect([loc, node['@type']]).not.toEqual([loc, expect.stringMatching(/Rating|Review/)]);
    }
    expect(await validate(all)).toEqual([]);

    const about = head(pages.get(`${base}/about`)!.html).jsonLd;
    const faq = about.find((d) => d['@type'] === 'FAQPage')!;
    expect((faq.mainEntity as unknown[]).length).toBeGreaterThanOrEqual(8);

    // A device page: its repairs as services of the shop, no prices while customers see none.
    const device = head(pages.get(`${base}/repair/iphone/iphone-15-pro-max`)!.html).jsonLd;
    const list = device.find((d) => d['@type'] === 'ItemList')!;
    const services = nodes(list).filter((n) => n['@type'] === 'Service');
    expect(services.length).toBeGreaterThanOrEqual(8);
    expect(services[0]).toMatchObject({
      name: 'iPhone 15 Pro Max Screen Repair',
      provider: { '@type': 'ElectronicsStore', '@id': `${base}/#shop` },
    });
    expect(config.shop.customerPrices).toBe('hidden');
    expect(nodes(list).filter((n) => n['@type'] === 'Offer')).toEqual([]);
  });

  it('describes the shop from its configuration: address, phone, e-mail, URL, geo, map, the hours of the one hours setting', () => {
    const shopData = head(pages.get(`${base}/`)!.html).jsonLd.find((d) => d['@type'] === 'ElectronicsStore')!;
    expect(shopData).toMatchObject({
      '@id': `${base}/#shop`,
      name: config.shop.name,
      url: `${base}/`,
      telephone: config.shop.phone,
      email: config.shop.email,
      address: { '@type': 'PostalAddress', streetAddress: '1200 Main Street', postalCode: '62701' },
      geo: { '@type': 'GeoCoordinates', latitude: 39.799, longitude: -89.644 },
      hasMap: config.shop.mapUrl,
      specialOpeningHoursSpecification: [],
    });
    // Monday - Friday 10:00 AM - 7:00 PM, Saturday 10:00 AM - 6:00 PM, Sunday closed.
    expect(shopData.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '10:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '18:00',
      },
    ]);
    expect(config.shop.hours.map((h) => `${h.days} ${h.hours}`)).toEqual([
      'Monday - Friday 10:00 AM - 7:00 PM',
      'Saturday 10:00 AM - 6:00 PM',
      'Sunday Closed',
    ]);
  });

  it('shows a closed day set by an editor in the shop’s hours within a second, and takes it away when reopened', async () => {
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'editor', password: EDITOR_PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const special = async (path: string) =>
      (head((await fetchPage(path)).html).jsonLd.find((d) => d['@type'] === 'ElectronicsStore')!
        .specialOpeningHoursSpecification as Json[]) ?? [];
    const until = async (check: () => Promise<boolean>) => {
      const start = Date.now();
      while (!(await check())) {
        if (Date.now() - start > 1000) throw new Error('not within a second');
        await new Promise((r) => setTimeout(r, 20));
      }
      return Date.now() - start;
    };
    const closed = await fetch(`${base}/api/admin/closed-days`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ day, reason: 'Stock-taking' }),
    });
    expect(closed.status).toBe(201);
    for (const path of ['/', '/about'])
      await until(async () =>
        (await special(path)).some(
          (s) => s.validFrom === day && s.validThrough === day && s.opens === '00:00' && s.closes === '00:00',
        ),
      );
    expect(await validate([head((await fetchPage('/')).html).jsonLd[0]!])).toEqual([]);
    const reopened = await fetch(`${base}/api/admin/closed-days/${day}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(reopened.status).toBe(204);
    await until(async () => (await special('/')).length === 0);
  });

  it('links the map listing and the write-a-review page in the footer of every page and on the about page', () => {
    const { mapUrl, reviewUrl } = config.shop;
    expect(mapUrl).toMatch(/^https:/);
    expect(reviewUrl).toMatch(/^https:/);
    for (const [loc, { html }] of pages) {
      const footer = html.slice(html.indexOf('<footer'));
      expect([loc, footer.includes(`href="${mapUrl}"`), footer.includes(`href="${reviewUrl}"`)]).toEqual([
        loc,
        true,
        true,
      ]);
    }
    const about = pages.get(`${base}/about`)!.html;
    const main = about.slice(about.indexOf('<main'), about.indexOf('<footer'));
    expect(main).toContain(`href="${reviewUrl}"`);
    expect(main).toContain('Write a review');
    expect(main).toContain(`href="${mapUrl}"`);
  });

  it('follows a catalogue change in the sitemap: a retired model leaves it, with the new lastmod, until it is back', async () => {
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'editor', password: EDITOR_PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const models = (await (
      await fetch(`${base}/api/admin/device-models`, { headers: { cookie } })
    ).json()) as {
      items: { id: string; slug: string }[];
    };
    const model = models.items.find((m) => m.slug === 'iphone-13')!;
    const loc = `${base}/repair/iphone/iphone-13`;
    const listed = async () => {
      const xml = await (await fetch(`${base}/sitemap.xml`)).text();
      const lastmod = /<loc>[^<]*\/repair\/iphone<\/loc><lastmod>([^<]*)</.exec(xml)![1]!;
      return { has: xml.includes(`<loc>${loc}</loc>`), lastmod };
    };
    const before = await listed();
    expect(before.has).toBe(true);
    const retire = await fetch(`${base}/api/admin/device-models/${model.id}/retire`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(retire.status).toBe(200);
    const after = await listed();
    expect(after.has).toBe(false);
    expect(Date.parse(after.lastmod)).toBeGreaterThan(Date.parse(before.lastmod));
    expect((await fetch(loc)).status).toBe(404);
    await fetch(`${base}/api/admin/device-models/${model.id}/unretire`, {
      method: 'POST',
      headers: { cookie },
    });
    expect((await listed()).has).toBe(true);
  });
});
