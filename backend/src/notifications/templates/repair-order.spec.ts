import { loadConfig } from '../../config/app-config.js';
import type { MailContext } from './layout.js';
import { repairCheckedIn, repairReady } from './repair-order.js';

const data = {
  customerName: 'Ada <b>Lovelace</b>',
  reference: 'RO-7K4Q9M',
  device: 'Apple iPhone 15 Pro',
  services: ['Screen Repair', 'Battery Replacement'],
  trackingUrl: 'https://shop.example/track/abcdefghijklmnopqrstuvwxyz012345',
};
const ctx: MailContext = { shop: loadConfig({ NODE_ENV: 'test' }).shop, publicUrl: 'https://shop.example' };

describe('the workshop e-mails', () => {
  it.each([
    ['the check-in receipt', repairCheckedIn],
    ['ready for pickup', repairReady],
  ])(
    '%s carries the reference and the tracking link, as text and HTML, the name escaped',
    (_name, render) => {
      const mail = render(data, ctx);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('RO-7K4Q9M');
        expect(body).toContain(data.trackingUrl);
      }
      expect(mail.text).toMatch(/^Hi Ada,/);
      expect(mail.html).not.toContain('<b>Lovelace');
    },
  );

  it('tells where and when to pick the device up', () => {
    const mail = repairReady(data, ctx);
    expect(mail.subject).toBe('Your Apple iPhone 15 Pro is ready for pickup (RO-7K4Q9M)');
    expect(mail.text).toContain(ctx.shop.address);
    for (const h of ctx.shop.hours) expect(mail.text).toContain(`${h.days}: ${h.hours}`);
  });

  it('asks every customer alike for a review when the shop has a review page, and no one when not', () => {
    const reviewUrl = 'https://reviews.example/shop/write';
    const asking = {
      shop: loadConfig({ NODE_ENV: 'test', SHOP_REVIEW_URL: reviewUrl }).shop,
      publicUrl: ctx.publicUrl,
    };
    // The same words whoever the customer is and however the repair went: nothing selects who is asked.
    const mails = [data, { ...data, customerName: 'Grace Hopper', services: ['Water Treatment'] }].map((d) =>
      repairReady(d, asking),
    );
    for (const mail of mails) {
      expect(mail.text).toContain(`tell others how your repair went: ${reviewUrl}`);
      expect(mail.html).toContain(`<a href="${reviewUrl}">write a review</a>`);
    }
    const ask = (text: string) => text.split('\n').find((line) => line.includes(reviewUrl));
    expect(ask(mails[0]!.text)).toBe(ask(mails[1]!.text));
    // Only the pickup e-mail asks; with no review page, none does.
    expect(repairCheckedIn(data, asking).text).not.toContain(reviewUrl);
    const without = {
      shop: loadConfig({ NODE_ENV: 'test', SHOP_REVIEW_URL: '' }).shop,
      publicUrl: ctx.publicUrl,
    };
    expect(repairReady(data, without).text).not.toMatch(/review/i);
  });
});
