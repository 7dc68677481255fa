// Issue 39, paperwork: the estimate agreed at intake (item 5), a declined repair's receipt and
// e-mails (item 6), a declined repair's receipt and
// e-mails (item 6), and what an erasure replaces and keeps (item 8).
import request from 'supertest';
import { bookingBody } from './support/booking-body.js';
import { INTAKE } from './support/intake.js';
import { pdfText } from './support/pdf-text.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';
import { bodyBytes } from './support/body-parsers.js';

/** Tuesday 3 March 2026, 12:00 in Chicago: bookable slots from Wednesday 4 March. */
const NOW = '2026-03-03T18:00:00.000Z';

interface Order {
  id: string;
  reference: string;
  status: string;
  totalCostCents: number;
  intake: { serial: string | null; agreedToEstimate: boolean; estimateCents: number };
  timeline: { from: string | null; to: string; note: string | null }[];
}

describe(`paperwork (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let model: { id: string };
  let screen: { id: string };
  let slots: string[];
  let people = 0;

  const post = (path: string, body: object = {}) =>
    request(t.http).post(path).set('Cookie', editor).send(body);
  const get = (path: string) => request(t.http).get(path).set('Cookie', editor);
  const order = async (id: string): Promise<Order> =>
    (await get(`/api/admin/repair-orders/${id}`).expect(200)).body;
  /** A walk-in for a screen (a customer of its own): the order and its tracking token. */
  const walkIn = async (intake: object = INTAKE) => {
    people += 1;
    const email = `paper-${people}@example.com`;
    const { order, token } = await checkInWalkIn<Order>(t, editor, {
      customer: {
        name: `Paula Paper${people}`,
        phone: `(555) 555-02${String(people).padStart(2, '0')}`,
        email,
      },
      deviceModelId: model.id,
      serviceTypeIds: [screen.id],
      intake,
    });
    return { order, token, email };
  };
  const sendQuote = (id: string, unitPriceCents = 12000) =>
    post(`/api/admin/repair-orders/${id}/quotes`, {
      lines: [
        { kind: 'service', serviceTypeId: screen.id, description: 'Screen', quantity: 1, unitPriceCents },
      ],
    }).expect(201);

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_TRACKING: '1000/3600' } });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const matrix = (await get('/api/admin/pricing').expect(200)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    screen = matrix.services.find((s: { slug: string }) => s.slug === 'screen');
    slots = (await request(t.http).get('/api/appointments/availability')).body.slots.map(
      (s: { start: string }) => s.start,
    );
  });
  afterAll(() => t?.close());

  describe('item 5: the estimate the customer agrees to at intake', () => {
    it("is the appointment's total at check-in, and stays what was agreed when a quote changes the charges", async () => {
      const booked = await request(t.http)
        .post('/api/appointments')
        .send(bookingBody({ appointmentDate: slots[3], customerEmail: 'estimate@example.com' }))
        .expect(201);
      const [appointment] = (await get(`/api/admin/appointments?q=${booked.body.reference}`).expect(200)).body
        .items as { id: string; totalCents: number; estimateCents: number }[];
      expect(appointment.totalCents).toBeGreaterThan(0);
      const checkedIn = (
        await post(`/api/admin/appointments/${appointment.id}/check-in`, { intake: INTAKE }).expect(201)
      ).body.order as Order;
      expect(checkedIn.intake).toMatchObject({
        agreedToEstimate: true,
        estimateCents: appointment.totalCents,
      });
      expect(checkedIn.totalCostCents).toBe(appointment.totalCents);

      const { order: walked, token } = await walkIn();
      expect(walked.intake.estimateCents).toBe(walked.totalCostCents);
      expect(walked.intake.estimateCents).toBeGreaterThan(0);
      await post(`/api/admin/repair-orders/${walked.id}/status`, { to: 'diagnosing' }).expect(200);
      await sendQuote(walked.id, walked.totalCostCents + 5000);
      await request(t.http).post(`/api/track/${token}/quote/approve`).send({ version: 1 }).expect(200);
      const after = await order(walked.id);
      expect(after.totalCostCents).toBe(walked.totalCostCents + 5000);
      expect(after.intake.estimateCents).toBe(walked.totalCostCents);
    });
  });

  describe("item 6: a declined repair's receipt and e-mails", () => {
    /** The order through diagnosis and a quote, then the customer's answer, ready, then picked up (what is due paid). */
    const returned = async (decline: boolean) => {
      const { order: o, token, email } = await walkIn();
      await post(`/api/admin/repair-orders/${o.id}/status`, { to: 'diagnosing' }).expect(200);
      await sendQuote(o.id);
      await request(t.http)
        .post(`/api/track/${token}/quote/${decline ? 'decline' : 'approve'}`)
        .send({ version: 1 })
        .expect(200);
      if (!decline) await post(`/api/admin/repair-orders/${o.id}/status`, { to: 'ready' }).expect(200);
      const ready = await order(o.id);
      expect(ready.status).toBe('ready');
      const due = (await get(`/api/admin/repair-orders/${o.id}`).expect(200)).body.dueCents as number;
      if (due > 0)
        await post(`/api/admin/repair-orders/${o.id}/payments`, { amountCents: due, method: 'card' }).expect(
          201,
        );
      const last4 = `02${String(people).padStart(2, '0')}`;
      const done = await post(`/api/admin/repair-orders/${o.id}/status`, {
        to: 'picked_up',
        pickup: { reference: o.reference, phoneLast4: last4 },
      }).expect(200);
      expect(done.body.status).toBe('picked_up');
      const [summary] = (await get(`/api/admin/repair-orders/${o.id}/payments`).expect(200)).body.receipts;
      const receipt = (await get(`/api/admin/receipts/${summary.id}`).expect(200)).body;
      const pdf = await get(`/api/admin/receipts/${summary.id}/pdf`)
        .buffer(true)
        .parse(bodyBytes)
        .expect(200);
      const mails = (await t.dataSource.query(
        `SELECT kind, subject, text_body FROM outbox_messages WHERE recipient = $1 ORDER BY created_at`,
        [email],
      )) as { kind: string; subject: string; text_body: string }[];
      return { receipt, pdf: pdfText(pdf.body as Buffer).join('\n'), mails };
    };

    it('says the quote was declined and the device goes back unrepaired: receipt, its PDF and the e-mails', async () => {
      const { receipt, pdf, mails } = await returned(true);
      const statement =
        'Quote declined: the device is returned unrepaired, with the diagnostic alone charged.';
      expect(receipt.unrepaired).toBe(statement);
      expect(receipt.terms[0]).toBe('No repair was made, so no repair warranty applies.');
      expect(receipt.terms.join(' ')).not.toContain('90 days');
      expect(pdf).toContain(statement);
      expect(pdf).not.toContain('90 days');

      const ready = mails.find((m) => m.kind === 'repair_ready')!;
      expect(ready.subject).toMatch(/is ready to collect, unrepaired \(RO-/);
      expect(ready.text_body).toContain('You declined the quote for your Apple iPhone 15 Pro');
      expect(ready.text_body).toContain('only the diagnostic is charged');
      expect(ready.text_body).not.toContain('ready for pickup');
      expect(ready.text_body).not.toContain('tell others how your repair went');
      const receiptMail = mails.find((m) => m.kind === 'receipt')!;
      expect(receiptMail.text_body).toContain(statement);
      expect(receiptMail.text_body).not.toContain('for the repair of your');
    });

    it("keeps a repair's words on a repaired device's receipt and e-mails", async () => {
      const { receipt, pdf, mails } = await returned(false);
      expect(receipt.unrepaired).toBeNull();
      expect(receipt.terms[0]).toContain('90 days on all products and repairs');
      expect(pdf).not.toContain('unrepaired');
      const ready = mails.find((m) => m.kind === 'repair_ready')!;
      expect(ready.subject).toMatch(/is ready for pickup/);
      expect(mails.find((m) => m.kind === 'receipt')!.text_body).toContain('for the repair of your');
    });
  });

  describe('item 7: the receipt PDF says what its page says', () => {
    it('each line with its kind, quantity and amount, the taxable base, payments and dates as on the page', async () => {
      const { order: o, token } = await walkIn();
      await post(`/api/admin/repair-orders/${o.id}/status`, { to: 'diagnosing' }).expect(200);
      await post(`/api/admin/repair-orders/${o.id}/quotes`, {
        lines: [
          {
            kind: 'service',
            serviceTypeId: screen.id,
            description: 'Screen Repair',
            quantity: 1,
            unitPriceCents: 14900,
          },
          { kind: 'labour', description: 'Bench time', quantity: 2, unitPriceCents: 500 },
        ],
      }).expect(201);
      await request(t.http).post(`/api/track/${token}/quote/approve`).send({ version: 1 }).expect(200);
      await post(`/api/admin/repair-orders/${o.id}/status`, { to: 'ready' }).expect(200);
      await post(`/api/admin/repair-orders/${o.id}/payments`, { amountCents: 15900, method: 'card' }).expect(
        201,
      );
      await post(`/api/admin/repair-orders/${o.id}/status`, {
        to: 'picked_up',
        pickup: { reference: o.reference, phoneLast4: `02${String(people).padStart(2, '0')}` },
      }).expect(200);
      const [summary] = (await get(`/api/admin/repair-orders/${o.id}/payments`).expect(200)).body.receipts;
      const pdf = await get(`/api/admin/receipts/${summary.id}/pdf`)
        .buffer(true)
        .parse(bodyBytes)
        .expect(200);
      const lines = pdfText(pdf.body as Buffer);
      // The receipt page's words (frontend ReceiptView), line for line.
      expect(lines).toEqual(
        expect.arrayContaining([
          'Issued Mar 3, 2026, 12:00 PM',
          'Item',
          'Qty',
          'Amount',
          'Screen Repair',
          'Service · warranty until Jun 1, 2026',
          'Bench time',
          'Labour, taxable · $5.00 each',
          '2',
          '$10.00',
          '$149.00',
          'Sales tax included (8.25% of $10.00 taxable)',
          'Payment · Card · Mar 3, 2026',
          '$159.00',
        ]),
      );
      // Money always with two decimals; no day written as YYYY-MM-DD.
      const text = lines.join('\n');
      expect(text.match(/\$[\d,]+(\.\d+)?/g)!.every((m) => /\.\d\d$/.test(m))).toBe(true);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    });
  });

  describe('item 8: erasure', () => {
    it("erases the device's serial or IMEI and what staff typed, and keeps the system's own history notes", async () => {
      const { order: o, token, email } = await walkIn({ ...INTAKE, serial: 'IMEI-PAPER-0001' });
      await post(`/api/admin/repair-orders/${o.id}/status`, {
        to: 'diagnosing',
        note: 'Owner Paula says it fell in her bath at 12 Elm St',
      }).expect(200);
      await sendQuote(o.id);
      await request(t.http).post(`/api/track/${token}/quote/decline`).send({ version: 1 }).expect(200);
      const notes = (await order(o.id)).timeline.map((h) => h.note);
      expect(notes).toEqual([
        null,
        'Owner Paula says it fell in her bath at 12 Elm St',
        'Quote version 1 sent',
        'Quote version 1 declined by the customer',
      ]);
      const found = async () =>
        (await get(`/api/admin/repair-orders?q=IMEI-PAPER-0001`).expect(200)).body.total as number;
      expect(await found()).toBe(1);

      const [{ id: customerId }] = (
        await get(`/api/admin/customers?q=${encodeURIComponent(email)}`).expect(200)
      ).body.items;
      await post(`/api/admin/customers/${customerId}/erasure`).expect(200);

      const erased = await order(o.id);
      expect(erased.intake.serial).toBeNull();
      expect(erased.timeline.map((h) => h.note)).toEqual([
        null,
        '(erased)',
        'Quote version 1 sent',
        'Quote version 1 declined by the customer',
      ]);
      expect(await found()).toBe(0);
      const left = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM repair_orders WHERE serial = 'IMEI-PAPER-0001'
          UNION ALL SELECT count(*)::int FROM repair_order_status_changes WHERE note ILIKE '%Elm St%'`,
      );
      expect(left).toEqual([{ n: 0 }, { n: 0 }]);
    });
  });
});
