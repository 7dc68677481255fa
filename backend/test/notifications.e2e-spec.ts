import request from 'supertest';
import { Db } from '../src/common/database/db.js';
import { NotificationsService } from '../src/notifications/notifications.service.js';
import { OutboxRepository } from '../src/notifications/outbox.repository.js';
import { OutboxService } from '../src/notifications/outbox.service.js';
import { OutboxWorker } from '../src/notifications/outbox-worker.js';
import { MailTransport } from '../src/notifications/transports/mail-transport.js';
import { decodeHeader, parseMime } from './support/mime.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from './support/test-app.js';

const ICS =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:RB-7K4Q@test\r\nDTSTART;TZID=America/Chicago:20260310T143000\r\nSUMMARY:Repair appointment\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

const booking = {
  customerFirstName: 'Jamie',
  reference: 'RB-7K4Q',
  startsAt: new Date('2026-03-10T19:30:00Z'),
  device: 'Apple iPhone 15 Pro',
  services: [
    { name: 'Screen Repair', priceCents: 27900 },
    { name: 'Battery Replacement', priceCents: 8900 },
  ],
  estimateCents: 35800,
  discountCents: 1000,
  durationMinutes: 80,
};

describe('e-mail through the outbox', () => {
  const smtp = new SmtpSink();
  let t: TestApp;
  let notifications: NotificationsService;
  let worker: OutboxWorker;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '0', PUBLIC_URL: 'https://shop.example' },
      now: '2026-03-09T15:00:00Z',
    });
    notifications = t.app.get(NotificationsService);
    worker = t.app.get(OutboxWorker);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await t.dataSource.query('DELETE FROM outbox_messages');
  });

  const outbox = async () =>
    t.dataSource.query(`SELECT status, attempts, last_error FROM outbox_messages ORDER BY created_at`);

  it('delivers a booking confirmation with the facts, shop time, lookup link and a calendar file', async () => {
    await t.app
      .get(Db)
      .transaction(() => notifications.bookingConfirmed(' jamie@example.com ', booking, ICS));
    expect(await worker.drain()).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.to).toEqual(['jamie@example.com']);
    const { headers, parts } = parseMime(mail.raw);
    expect(decodeHeader(headers.subject)).toBe(
      'Your repair appointment RB-7K4Q on Tuesday, March 10, 2026 at 2:30 PM CDT',
    );
    const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.body;
    expect(text).toContain('Reference: RB-7K4Q');
    expect(text).toContain('When: Tuesday, March 10, 2026 at 2:30 PM CDT');
    expect(text).toContain('- Screen Repair');
    // The site hides client prices (spec 9, '$ Soon'), and so does the e-mail: the same rule, set in
    // shop.config.json (customerPrices), in words (issue 32 item 9); the $10 discount is named.
    expect(text).toContain(
      'Estimated price: confirmed at check-in, before any work; your $10.00 first-repair discount comes off it',
    );
    expect(text).not.toMatch(/\$(358|279|89)\b/);
    expect(text).toContain('Estimated time: about 80 minutes');
    expect(text).toContain('https://shop.example/booking?reference=RB-7K4Q');
    expect(text).toContain(t.config.shop.phone);
    expect(text).toContain('https://www.google.com/maps/search/?api=1&query=');
    const html = parts.find((p) => p.headers['content-type']?.startsWith('text/html'))!.body;
    expect(html).toContain(
      '<th style="text-align:left;padding:4px 12px 4px 0">Reference</th><td>RB-7K4Q</td>',
    );
    expect(html).toContain('confirmed at check-in, before any work');
    expect(text + html).not.toContain('$ Soon');
    expect(html).not.toMatch(/\$(358|279|89)\b/);
    const calendar = parts.find((p) => p.headers['content-type']?.startsWith('text/calendar'))!;
    expect(calendar.headers['content-disposition']).toContain('repair-RB-7K4Q.ics');
    expect(calendar.body).toContain('DTSTART;TZID=America/Chicago:20260310T143000');
    expect(await outbox()).toEqual([{ status: 'sent', attempts: 1, last_error: null }]);
    // Sent through SMTP: not one of the messages only written to a file.
    expect((await t.app.get(OutboxService).recent('sent', 1))[0]).toMatchObject({ writtenToFile: false });
  });

  it('escapes customer-supplied text in the HTML body', async () => {
    await t.app.get(Db).transaction(() =>
      notifications.discountCode('x@example.com', {
        firstName: '<script>alert(1)</script>',
        code: 'K7QX-M2PD',
      }),
    );
    await worker.drain();
    const html = parseMime(smtp.received[0].raw).parts.find((p) =>
      p.headers['content-type']?.startsWith('text/html'),
    )!.body;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('K7QX-M2PD');
  });

  it('sends nothing for a change that rolled back', async () => {
    await expect(
      t.app.get(Db).transaction(async () => {
        await notifications.bookingCancelled('jamie@example.com', booking);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await worker.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await outbox()).toEqual([]);
  });

  it('keeps messages pending while the SMTP server is down and sends them once it is back', async () => {
    await smtp.stop();
    await t.app
      .get(Db)
      .transaction(() =>
        notifications.discountCode('kim@example.com', { firstName: 'Kim', code: 'H3JK-9RTW' }),
      );
    expect(await worker.drain()).toEqual({ sent: 0, failed: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toBeTruthy();

    // Not due again until the back-off has passed.
    await smtp.start();
    expect(await worker.drain()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(11_000);
    expect(await worker.drain()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(['kim@example.com']);
    expect(await outbox()).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  it('marks a message failed after the configured number of tries', async () => {
    await smtp.stop();
    await t.app
      .get(Db)
      .transaction(() =>
        notifications.discountCode('lee@example.com', { firstName: 'Lee', code: 'P4RT-ZX9C' }),
      );
    for (let i = 0; i < t.config.mail.maxAttempts; i++) {
      await worker.drain();
      t.clock.advance(3_600_000);
    }
    await smtp.start();
    expect(await worker.drain()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox()).toEqual([
      { status: 'failed', attempts: t.config.mail.maxAttempts, last_error: expect.any(String) },
    ]);
  });

  it('never sends one row twice when several workers run at once', async () => {
    await t.app.get(Db).transaction(async () => {
      for (let i = 0; i < 25; i++)
        await notifications.discountCode(`p${i}@example.com`, { firstName: 'P', code: `CODE-${i}` });
    });
    const second = new OutboxWorker(t.app.get(OutboxRepository), t.app.get(MailTransport), t.clock, t.config);
    const runs = await Promise.all([worker.drain(), second.drain(), worker.drain()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(25);
    const recipients = smtp.received.map((m) => m.to[0]).sort();
    expect(recipients).toHaveLength(25);
    expect(new Set(recipients).size).toBe(25);
  });

  it('shows staff the recent outbox, and nobody else', async () => {
    await t.app
      .get(Db)
      .transaction(() =>
        notifications.discountCode('sam@example.com', { firstName: 'Sam', code: 'Q2WE-RT5Y' }),
      );
    await request(t.http).get('/api/admin/outbox').expect(401);
    const agent = request.agent(t.http);
    await agent
      .post('/api/admin/login')
      .send({ username: 'viewer', password: DEMO_PASSWORDS.viewer })
      .expect(200);
    const res = await agent.get('/api/admin/outbox?status=pending').expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        kind: 'discount_code',
        recipient: 'sam@example.com',
        status: 'pending',
        attempts: 0,
        sentAt: null,
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Q2WE-RT5Y');
  });
});

describe('e-mail on a machine with no mail server', () => {
  it('writes each message as an .eml file under the data folder', async () => {
    const { mkdtempSync, readdirSync, readFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
    const t = await createTestApp({ env: { DATA_DIR: dataDir, OUTBOX_POLL_MS: '0' } });
    try {
      await t.app
        .get(Db)
        .transaction(() =>
          t.app
            .get(NotificationsService)
            .discountCode('ana@example.com', { firstName: 'Ana', code: 'W8ER-TY3U' }),
        );
      expect(await t.app.get(OutboxWorker).drain()).toEqual({ sent: 1, failed: 0 });
      const files = readdirSync(join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      // Marked sent, but as written to a file: what staff see as "Written to a file, not sent".
      expect((await t.app.get(OutboxService).recent('sent', 1))[0]).toMatchObject({
        status: 'sent',
        writtenToFile: true,
      });
      const { headers, parts } = parseMime(readFileSync(join(dataDir, 'outbox', files[0]), 'utf8'));
      expect(headers.to).toBe('ana@example.com');
      expect(parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.body).toContain(
        'W8ER-TY3U',
      );
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the e-mails the site promises', () => {
  const smtp = new SmtpSink();
  let t: TestApp;
  const NOW = '2026-03-03T18:00:00Z'; // Tuesday noon in Chicago
  const mails = () => smtp.received.map((m) => ({ to: m.to[0], ...parseMime(m.raw) }));
  const text = (mail: ReturnType<typeof mails>[number]) =>
    mail.parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.body;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      now: NOW,
      env: {
        SMTP_URL: smtp.url,
        OUTBOX_POLL_MS: '0',
        RATE_LIMIT_BOOKINGS: 'off',
        RATE_LIMIT_CUSTOMERS: 'off',
        RATE_LIMIT_LOOKUPS: 'off',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => (smtp.received.length = 0));

  const booking = (email: string, extra: Record<string, unknown> = {}) => ({
    appointmentDate: '2026-03-04T16:00:00.000Z',
    appointmentType: 'repair',
    deviceBrand: 'Apple',
    deviceModel: 'iphone-15-pro',
    repairServices: ['screen', 'battery'],
    estimatedPrice: 1,
    estimatedDuration: 1,
    customerFirstName: 'Jane',
    customerLastName: 'Doe',
    customerPhone: '(217) 555-0123',
    customerEmail: email,
    deviceInfo: 'Apple iPhone 15 Pro',
    notes: 'Screen Repair, Battery Replacement',
    ...extra,
  });

  it('sends the discount code to the claimant, and only once per e-mail', async () => {
    const claim = {
      firstName: 'Robin',
      lastName: 'Lee',
      phone: '(217) 555-0188',
      email: 'Robin@Example.com',
      discountClaimed: 'popup_10_off',
      deviceInfo: 'Discount signup via popup',
    };
    await request(t.http).post('/api/customers').send(claim).expect(201);
    await request(t.http)
      .post('/api/customers')
      .send({ ...claim, email: ' robin@example.com ' })
      .expect(409);
    await t.app.get(OutboxWorker).drain();
    const [{ code }] = await t.dataSource.query(
      `SELECT discount_code AS code FROM customers WHERE lower(email) = 'robin@example.com'`,
    );
    expect(mails()).toHaveLength(1);
    expect(mails()[0].to.toLowerCase()).toBe('robin@example.com');
    expect(decodeHeader(mails()[0].headers.subject)).toContain('$10 OFF');
    expect(text(mails()[0])).toContain(`Here is your discount code: ${code}`);
    expect(text(mails()[0])).toMatch(/first repair/);
  });

  it('confirms a booking with its reference and calendar file, and confirms its cancellation', async () => {
    const created = await request(t.http)
      .post('/api/appointments')
      .send(booking('sam@example.com'))
      .expect(201);
    const reference: string = created.body.reference;
    // A booking that fails (the slot is taken now) sends nothing.
    await request(t.http).post('/api/appointments').send(booking('other@example.com')).expect(409);
    await t.app.get(OutboxWorker).drain();
    expect(mails().map((m) => m.to)).toEqual(['sam@example.com']);
    const confirmation = mails()[0];
    expect(decodeHeader(confirmation.headers.subject)).toBe(
      `Your repair appointment ${reference} on Wednesday, March 4, 2026 at 10:00 AM CST`,
    );
    expect(text(confirmation)).toContain(`Reference: ${reference}`);
    expect(text(confirmation)).toContain('- Screen Repair');
    expect(text(confirmation)).toContain(`/booking?reference=${reference}`);
    const ics = confirmation.parts.find((p) => p.headers['content-type']?.startsWith('text/calendar'))!.body;
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20260304T100000');
    expect(ics).toMatch(/BEGIN:VTIMEZONE/);

    smtp.received.length = 0;
    await request(t.http)
      .post(`/api/appointments/${reference}/cancel`)
      .send({ email: 'sam@example.com' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    await t.app.get(OutboxWorker).drain();
    expect(mails().map((m) => m.to)).toEqual(['sam@example.com']);
    expect(decodeHeader(mails()[0].headers.subject)).toBe(
      `Your repair appointment ${reference} is cancelled`,
    );
  });
});
