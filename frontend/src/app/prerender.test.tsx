// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CatalogueDto, PublicPricingDto } from '../api';
import type { TrackingDto } from '../api/track';
import { shop } from '../config/shop';
import { PUBLIC_ORIGIN } from '../lib/seo/origin';
import { renderServerPage } from './prerender';

const TEMPLATE =
  '<!doctype html><html><head><title>Shop</title><meta name="description" content="" /></head>' +
  '<body><div id="root"></div></body></html>';

/** A catalogue of one phone, named `name`. */
function catalogue(name: string): CatalogueDto {
  return {
    categories: [
      {
        id: 'iphone',
        name: 'iPhone',
        description: 'Apple phones',
        featured: true,
        icon: 'PhoneIphone',
        image: '',
      },
    ],
    models: [
      {
        id: 'test-phone',
        name,
        brand: 'Apple',
        category: 'iphone',
        subcategory: null,
        basePrice: 99,
        bookable: true,
        displayOrder: 1,
        image: '',
      },
    ],
    services: [{ id: 'screen', name: 'Screen', basePrice: 99, displayOrder: 1, warranty: '90 days' }],
  } as CatalogueDto;
}

describe('server rendering (issue 18: a store per request)', () => {
  it('renders two pages at once, each with its own data, title and embedded state', async () => {
    const path = '/repair/iphone/test-phone';
    const [alpha, beta] = await Promise.all([
      renderServerPage(path, { getCatalogue: catalogue('Alpha Phone') }, TEMPLATE),
      renderServerPage(path, { getCatalogue: catalogue('Beta Phone') }, TEMPLATE),
    ]);
    expect(alpha?.status).toBe(200);
    expect(alpha?.html).toMatch(/<h1[^>]*>Alpha Phone Repair<\/h1>/);
    expect(alpha?.html).toContain('<title>Alpha Phone Repair | ');
    expect(alpha?.html).toContain('"name":"Alpha Phone"');
    expect(alpha?.html).not.toContain('Beta Phone');
    expect(beta?.html).toMatch(/<h1[^>]*>Beta Phone Repair<\/h1>/);
    expect(beta?.html).toContain('<title>Beta Phone Repair | ');
    expect(beta?.html).not.toContain('Alpha Phone');
  });

  it('renders a 404 page for a device the data does not have, nothing for another spelling of one it has', async () => {
    const data = { getCatalogue: catalogue('Alpha Phone') };
    const missing = await renderServerPage('/repair/iphone/no-such-phone', data, TEMPLATE);
    expect(missing?.status).toBe(404);
    expect(missing?.html).toContain('Device Not Found');
    expect(await renderServerPage('/REPAIR/iphone/test-phone', data, TEMPLATE)).toBeNull();
    expect(await renderServerPage('/about', data, TEMPLATE)).toBeNull();
    expect((await renderServerPage('/repair/iphone', data, TEMPLATE))?.html).toContain(
      'data-prerendered="/repair/iphone"',
    );
  });
});

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz012345';
const TRACKING: TrackingDto = {
  reference: 'RO-ED7NSX',
  deviceLabel: 'Apple iPhone 15 Pro',
  services: ['Screen Repair'],
  status: 'diagnosing',
  timeline: [
    { status: 'received', at: '2026-03-03T18:00:00.000Z' },
    { status: 'diagnosing', at: '2026-03-03T19:00:00.000Z' },
  ],
  estimatedReadyAt: null,
  bill: {
    lines: [{ description: 'Screen Repair', quantity: 1, unitPriceCents: 27900, totalCents: 27900 }],
    discountCents: 0,
    totalCents: 27900,
    creditedCents: 0,
    paidCents: 0,
    dueCents: 27900,
    depositRequestedCents: null,
    depositDueCents: 0,
  },
  quote: null,
  shop: { name: 'Shop', phone: '(555) 555-0100', email: 'shop@example.com', address: '1 Main St', hours: [] },
};

describe('the tracking page (issue 21: rendered by the server with the repair)', () => {
  it('renders the repair of the token in the first HTML, with its data for hydration', async () => {
    const page = await renderServerPage(`/track/${TOKEN}`, { getRepairTracking: TRACKING }, TEMPLATE);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<title>Repair RO-ED7NSX | ');
    // The reference in a span of its own (it never wraps at its dash).
    const heading = /<h1[^>]*>(.*?)<\/h1>/
      .exec(page?.html ?? '')?.[1]
      ?.replace(/<style[^>]*>.*?<\/style>|<!-- -->/g, '');
    expect(heading).toMatch(/^Repair <span[^>]*>RO-ED7NSX<\/span>$/);
    expect(page?.html).toContain('>Diagnosing<');
    expect(page?.html).toContain('"reference":"RO-ED7NSX"');
    expect(page?.html).not.toContain('role="progressbar"');
  });

  it('shows the deposit asked (counter spec 2): asked, paid so far, still to pay; none when none was asked', async () => {
    const text = (html = '') =>
      html.replace(/<style[^>]*>.*?<\/style>|<!-- -->|<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const asked = {
      ...TRACKING,
      bill: {
        ...TRACKING.bill,
        depositRequestedCents: 5000,
        depositDueCents: 3000,
        paidCents: 2000,
        dueCents: 25900,
      },
    };
    const page = await renderServerPage(`/track/${TOKEN}`, { getRepairTracking: asked }, TEMPLATE);
    expect(text(page?.html)).toContain(
      'Total $279.00 Deposit asked $50.00 Deposit still to pay $30.00 Paid $20.00 Due at pickup $259.00',
    );
    const none = await renderServerPage(`/track/${TOKEN}`, { getRepairTracking: TRACKING }, TEMPLATE);
    expect(text(none?.html)).not.toContain('Deposit');
  });

  it('renders the one not-found page (404) for a token the API does not know', async () => {
    const page = await renderServerPage(`/track/${TOKEN}`, { getRepairTracking: null }, TEMPLATE);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('Repair Not Found');
    expect(page?.html).toContain('This tracking link is not valid or has expired.');
    const other = await renderServerPage('/track/another-token', { getRepairTracking: null }, TEMPLATE);
    expect(other?.html.replace(/another-token/g, TOKEN)).toBe(page?.html);
  });
});

describe('a device page for search engines (issue 33)', () => {
  const path = '/repair/iphone/test-phone';
  const pricing = {
    pricing: { 'test-phone': { screen: { available: true, price: 129 } } },
  } as unknown as PublicPricingDto;
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
  const offers = (html: string) => JSON.stringify(jsonLd(html)).match(/"@type":"Offer"[^}]*/g) ?? [];

  it('heads the page with its own title, description and canonical link, and its services without prices while prices are hidden', async () => {
    const page = await renderServerPage(
      path,
      { getCatalogue: catalogue('Alpha Phone'), getAllPricing: pricing },
      TEMPLATE,
    );
    expect(page?.html).toContain('<title>Alpha Phone Repair | ');
    expect(page?.html).toContain(`<meta name="description" content="Alpha Phone repair at ${shop.name}:`);
    expect(page?.html).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}${path}" />`);
    expect(page?.html).not.toContain('noindex');
    expect(jsonLd(page!.html).map((d) => d['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    expect(shop.customerPrices).toBe('hidden');
    expect(offers(page!.html)).toEqual([]);
  });

  it('gives each service its offer and price when the shop shows customers its prices (SHOP_CUSTOMER_PRICES=shown)', async () => {
    const hidden = shop.customerPrices;
    shop.customerPrices = 'shown';
    try {
      const page = await renderServerPage(
        path,
        { getCatalogue: catalogue('Alpha Phone'), getAllPricing: pricing },
        TEMPLATE,
      );
      expect(offers(page!.html)).toEqual([
        `"@type":"Offer","price":"129.00","priceCurrency":"USD","availability":"https://schema.org/InStock","url":"${PUBLIC_ORIGIN}${path}"`,
      ]);
    } finally {
      shop.customerPrices = hidden;
    }
  });

  it('says noindex on a page of a device the catalogue does not have', async () => {
    const page = await renderServerPage(
      '/repair/iphone/nope',
      { getCatalogue: catalogue('Alpha Phone') },
      TEMPLATE,
    );
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('<meta name="robots" content="noindex" />');
    expect(page?.html).not.toContain('rel="canonical"');
  });
});
