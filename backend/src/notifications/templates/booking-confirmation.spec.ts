import { loadConfig } from '../../config/app-config.js';
import { bookingConfirmation } from './booking-confirmation.js';
import type { MailContext } from './layout.js';

const data = {
  customerFirstName: 'Jamie',
  reference: 'RB-7K4Q',
  startsAt: new Date('2026-03-10T19:30:00Z'),
  device: 'Apple iPhone 15 Pro',
  services: [{ name: 'Screen Repair', priceCents: 27900 }],
  estimateCents: 26900,
  discountCents: 1000,
  durationMinutes: 20,
};

function context(env: Record<string, string> = {}): MailContext {
  return { shop: loadConfig({ NODE_ENV: 'test', ...env }).shop, publicUrl: 'https://shop.example' };
}

describe('the confirmation e-mail follows the shop’s one price display setting', () => {
  it('hides prices as the site does by default (shop.config.json customerPrices: hidden)', () => {
    const mail = bookingConfirmation(data, context());
    expect(mail.text).toContain(
      'Estimated price: confirmed at check-in, before any work; your $10.00 first-repair discount comes off it',
    );
    expect(mail.text + mail.html).not.toContain('$269');
    // Issue 32 item 9: the site's '$ Soon' badge read as a typo in a sentence.
    expect(mail.text + mail.html).not.toContain('$ Soon');
  });

  it('shows the amount when the shop shows prices', () => {
    const mail = bookingConfirmation(data, context({ SHOP_CUSTOMER_PRICES: 'shown' }));
    expect(mail.text).toContain('Estimated price: $269.00 (after your $10.00 first-repair discount)');
  });

  it('says Free for a free estimate either way', () => {
    const free = {
      ...data,
      services: [{ name: 'Diagnostic', priceCents: 0 }],
      estimateCents: 0,
      discountCents: 0,
    };
    expect(bookingConfirmation(free, context()).text).toContain('Estimated price: Free\n');
  });

  it('refuses an unknown setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SHOP_CUSTOMER_PRICES: 'sometimes' })).toThrow(
      'SHOP_CUSTOMER_PRICES must be hidden or shown',
    );
  });
});
