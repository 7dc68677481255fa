import request from 'supertest';
import {
  FIXTURE_FIGURES,
  FIXTURE_NOW,
  FIXTURE_RANGE,
  loadReportsFixture,
} from './support/reports-fixture.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

interface Reports {
  from: string;
  to: string;
  timeZone: string;
  generatedAt: string;
  bookingsPerDay: { day: string; bookings: number; cancelled: number }[];
  ordersByState: { status: string; orders: number }[];
  turnaround: {
    orders: number;
    medianSeconds: number | null;
    p90Seconds: number | null;
    weeks: { week: string; orders: number; medianSeconds: number | null; p90Seconds: number | null }[];
  };
  finishedPerWeek: {
    week: string;
    finished: number;
    pickedUp: number;
    revenueCents: number;
    partsSpendCents: number;
  }[];
  quoteApproval: {
    approved: number;
    declined: number;
    expired: number;
    approvalRate: number | null;
    weeks: {
      week: string;
      approved: number;
      declined: number;
      expired: number;
      approvalRate: number | null;
    }[];
  };
  staleOrders: {
    id: string;
    reference: string;
    status: string;
    deviceLabel: string;
    since: string;
    daysUnchanged: number;
  }[];
  revenuePerDay: (Revenue & { day: string })[];
  revenuePerWeek: (Revenue & { week: string })[];
  marginPerWeek: {
    week: string;
    pickedUp: number;
    chargesCents: number;
    partsSpendCents: number;
    marginCents: number;
  }[];
  paymentsByMethod: {
    key: string;
    paymentsCents: number;
    paymentCount: number;
    refundsCents: number;
    refundCount: number;
    netCents: number;
  }[];
  taxPerDay: (Tax & { day: string })[];
  taxPerWeek: (Tax & { week: string })[];
  taxPerMonth: (Tax & { month: string })[];
  depositsHeld: {
    totalCents: number;
    orders: { id: string; reference: string; status: string; deviceLabel: string; paidCents: number }[];
  };
  dueAtPickup: {
    totalCents: number;
    paidCents: number;
    dueCents: number;
    orders: {
      id: string;
      reference: string;
      deviceLabel: string;
      readySince: string;
      totalCents: number;
      paidCents: number;
      dueCents: number;
    }[];
  };
}

interface Tax {
  receipts: number;
  creditNotes: number;
  taxableCents: number;
  taxCents: number;
  creditNotesTaxableCents: number;
  creditNotesTaxCents: number;
}

interface Revenue {
  chargesCents: number;
  creditNotesCents: number;
  paymentsCents: number;
  refundsCents: number;
  receivedCents: number;
}

describe(`reports: the owner's figures (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;
  const get = (path: string, cookie = viewer) => request(t.http).get(path).set('Cookie', cookie);
  const reports = async (query = `from=${FIXTURE_RANGE.from}&to=${FIXTURE_RANGE.to}`): Promise<Reports> =>
    (await get(`/api/admin/reports?${query}`).expect(200)).body as Reports;

  beforeAll(async () => {
    t = await createTestApp({ now: FIXTURE_NOW });
    await loadReportsFixture((sql, params) => t.dataSource.query(sql, params));
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
  });
  afterAll(() => t?.close());

  it('counts the bookings made on each day of the shop, zeros included, cancelled ones apart', async () => {
    const r = await reports();
    expect(r).toMatchObject({ ...FIXTURE_RANGE, timeZone: 'America/Chicago', generatedAt: FIXTURE_NOW });
    expect(r.bookingsPerDay).toHaveLength(FIXTURE_FIGURES.bookingsPerDay.days);
    expect(r.bookingsPerDay[0].day).toBe('2026-03-02');
    expect(r.bookingsPerDay.at(-1)!.day).toBe('2026-03-29');
    // Sunday 8 March is 23 hours long (daylight saving time starts): its 23:30 booking is its own.
    expect(r.bookingsPerDay.filter((d) => d.bookings > 0)).toEqual(FIXTURE_FIGURES.bookingsPerDay.nonZero);
    expect(r.bookingsPerDay.reduce((n, d) => n + d.bookings, 0)).toBe(FIXTURE_FIGURES.bookingsPerDay.total);
  });

  it('counts the orders in every state now', async () => {
    const r = await reports();
    expect(Object.fromEntries(r.ordersByState.map((s) => [s.status, s.orders]))).toEqual(
      FIXTURE_FIGURES.ordersByState,
    );
    expect(r.ordersByState.map((s) => s.status)[0]).toBe('received');
  });

  it('gives the median and 90th percentile turnaround from check-in to the first ready, to the second', async () => {
    const r = await reports();
    expect(r.turnaround).toEqual(FIXTURE_FIGURES.turnaround);
  });

  it('gives the repairs finished per week and the revenue and parts spend of the orders picked up, to the cent', async () => {
    const r = await reports();
    expect(r.finishedPerWeek).toEqual(FIXTURE_FIGURES.finishedPerWeek);
    const sum = (key: 'revenueCents' | 'partsSpendCents') =>
      r.finishedPerWeek.reduce((n, w) => n + w[key], 0);
    expect([sum('revenueCents'), sum('partsSpendCents')]).toEqual([71707, 10850]);
  });

  it('gives the quotes approved and declined by when the customer answered, the approval rate, and those expired apart', async () => {
    const r = await reports();
    // Approved before the range (RO-FIX000) and a version replaced before its expiry (RO-FIX004 v1)
    // are not counted; RO-FIX009 v1 expired unanswered before its replacement was sent: expired.
    expect(r.quoteApproval).toEqual(FIXTURE_FIGURES.quoteApproval);
    // RO-FIX009 v2 expires on Sunday 5 April: a range reaching past today counts it only once it has.
    const ahead = 'from=2026-03-30&to=2026-04-12';
    expect((await reports(ahead)).quoteApproval).toMatchObject({ expired: 0, approvalRate: null });
    t.clock.set('2026-04-06T17:00:00.000Z');
    try {
      viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
      expect((await reports(ahead)).quoteApproval.weeks).toEqual([
        { week: '2026-03-30', approved: 0, declined: 0, expired: 1, approvalRate: null },
        { week: '2026-04-06', approved: 0, declined: 0, expired: 0, approvalRate: null },
      ]);
    } finally {
      t.clock.set(FIXTURE_NOW);
      viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    }
  });

  it('gives revenue per day and per week two ways: charges on the orders picked up, and payments less refunds, to the cent', async () => {
    const r = await reports();
    const { days, nonZero, total } = FIXTURE_FIGURES.revenuePerDay;
    expect(r.revenuePerDay).toHaveLength(days);
    expect([r.revenuePerDay[0].day, r.revenuePerDay.at(-1)!.day]).toEqual(['2026-03-02', '2026-03-29']);
    expect(r.revenuePerDay.filter((d) => d.chargesCents || d.paymentsCents || d.refundsCents)).toEqual(
      nonZero,
    );
    expect(r.revenuePerWeek).toEqual(FIXTURE_FIGURES.revenuePerWeek);
    const sum = (rows: Revenue[]) =>
      Object.fromEntries(
        (['chargesCents', 'creditNotesCents', 'paymentsCents', 'refundsCents', 'receivedCents'] as const).map(
          (k) => [k, rows.reduce((n, row) => n + row[k], 0)],
        ),
      );
    // The days and the weeks add up to the same; the charges are the repairs-finished figure's revenue.
    expect(sum(r.revenuePerDay)).toEqual(total);
    expect(sum(r.revenuePerWeek)).toEqual(total);
    expect(r.revenuePerWeek.map((w) => w.chargesCents)).toEqual(r.finishedPerWeek.map((w) => w.revenueCents));
    // Every picked-up order was paid in full before its pickup: the payments on them are their
    // charges, less what the credit note took off (and gave back as a refund).
    const [{ paid, credited }] = await t.dataSource.query(
      `SELECT sum(p.amount_cents) FILTER (WHERE p.amount_cents > 0)::int AS paid,
              (SELECT sum(credited_cents) FROM repair_orders)::int AS credited
         FROM payments p JOIN repair_orders o ON o.id = p.repair_order_id WHERE o.status = 'picked_up'`,
    );
    expect([paid - credited, credited]).toEqual([total.chargesCents, total.creditNotesCents]);
  });

  it('gives the parts spend (the parts used, at cost) and the margin of the orders picked up per week, to the cent', async () => {
    const r = await reports();
    expect(r.marginPerWeek).toEqual(FIXTURE_FIGURES.marginPerWeek);
    // The spend is what the parts used cost the shop (their ledger), not the part lines charged.
    const [{ spend, charged }] = await t.dataSource.query(
      `SELECT (SELECT sum(-m.on_hand_delta * m.unit_cost_cents) FROM inventory_movements m JOIN repair_orders o ON o.id = m.repair_order_id
                WHERE m.kind = 'consumed' AND o.status = 'picked_up')::int AS spend,
              (SELECT sum(parts_cost_cents) FROM repair_orders WHERE status = 'picked_up')::int AS charged`,
    );
    expect([spend, charged]).toEqual([10850, 16409]);
    expect(r.marginPerWeek.reduce((n, w) => n + w.marginCents, 0)).toBe(71707 - 10850);
  });

  it('lists the money held on open orders and what is due on the orders ready for pickup, with their sums', async () => {
    const r = await reports();
    expect(r.depositsHeld).toEqual({
      totalCents: FIXTURE_FIGURES.depositsHeld.totalCents,
      orders: FIXTURE_FIGURES.depositsHeld.orders.map((o) => ({ id: expect.any(String), ...o })),
    });
    expect(r.dueAtPickup).toEqual({
      ...FIXTURE_FIGURES.dueAtPickup,
      orders: FIXTURE_FIGURES.dueAtPickup.orders.map((o) => ({ id: expect.any(String), ...o })),
    });
    // The cash-up of the day reads the same deposits held.
    const cashUp = (await get('/api/admin/cash-ups/2026-03-30').expect(200)).body;
    expect([cashUp.depositsHeldCents, cashUp.depositsHeldOrders]).toEqual([7000, 2]);
  });

  it('gives the payments and refunds by method over the range, net, as the cash-ups of its days add up', async () => {
    const r = await reports();
    expect(r.paymentsByMethod).toEqual(FIXTURE_FIGURES.paymentsByMethod);
    // The range's money received, method by method: the sum of its days' cash-ups.
    const days = r.bookingsPerDay.map((d) => d.day);
    const fromCashUps = new Map<string, number>();
    for (const day of days)
      for (const row of (await get(`/api/admin/cash-ups/${day}`).expect(200)).body.byMethod as {
        key: string;
        netCents: number;
      }[])
        fromCashUps.set(row.key, (fromCashUps.get(row.key) ?? 0) + row.netCents);
    expect(r.paymentsByMethod.map((m) => [m.key, m.netCents])).toEqual(
      ['cash', 'card', 'other'].map((key) => [key, fromCashUps.get(key) ?? 0]),
    );
    const net = r.paymentsByMethod.reduce((n, m) => n + m.netCents, 0);
    expect(net).toBe(FIXTURE_FIGURES.revenuePerDay.total.receivedCents);
    // A range without money lists every method at zero.
    expect((await reports('from=2026-02-01&to=2026-02-07')).paymentsByMethod).toEqual(
      ['cash', 'card', 'other'].map((key) => ({
        key,
        paymentsCents: 0,
        paymentCount: 0,
        refundsCents: 0,
        refundCount: 0,
        netCents: 0,
      })),
    );
  });

  it("gives the sales tax collected by day, week and month: the receipts' tax lines less the credit notes', to the cent", async () => {
    const r = await reports();
    const { days, nonZero, total } = FIXTURE_FIGURES.taxPerDay;
    expect(r.taxPerDay).toHaveLength(days);
    expect(r.taxPerDay.filter((d) => d.receipts || d.creditNotes)).toEqual(nonZero);
    expect(r.taxPerWeek).toEqual(FIXTURE_FIGURES.taxPerWeek);
    expect(r.taxPerMonth).toEqual(FIXTURE_FIGURES.taxPerMonth);
    const sum = (rows: Tax[]) =>
      Object.fromEntries(
        (['receipts', 'creditNotes', 'taxableCents', 'taxCents'] as const).map((k) => [
          k,
          rows.reduce((n, row) => n + row[k], 0),
        ]),
      );
    for (const rows of [r.taxPerDay, r.taxPerWeek, r.taxPerMonth]) expect(sum(rows)).toEqual(total);
    // The same from the paper as staff read it: each day's receipts and credit notes, their tax lines.
    for (const day of r.taxPerDay) {
      const issued = (await get(`/api/admin/receipts?day=${day.day}`).expect(200)).body as { id: string }[];
      const paper = await Promise.all(
        issued.map(
          async ({ id }) =>
            (await get(`/api/admin/receipts/${id}`).expect(200)).body as {
              kind: 'receipt' | 'credit_note';
              tax: { taxableCents: number; taxCents: number };
            },
        ),
      );
      const sign = (p: (typeof paper)[number]) => (p.kind === 'receipt' ? 1 : -1);
      expect([day.day, day.taxableCents, day.taxCents]).toEqual([
        day.day,
        paper.reduce((n, p) => n + sign(p) * p.tax.taxableCents, 0),
        paper.reduce((n, p) => n + sign(p) * p.tax.taxCents, 0),
      ]);
    }
    // A month cut by the range: its part within it. 16 March to 5 April: two months, the weeks cut too.
    const cut = await reports('from=2026-03-16&to=2026-04-05');
    expect(
      cut.taxPerMonth.map((m) => [m.month, m.receipts, m.creditNotes, m.taxableCents, m.taxCents]),
    ).toEqual([
      ['2026-03-01', 4, 1, 9069, 691],
      ['2026-04-01', 0, 0, 0, 0],
    ]);
    expect(cut.taxPerWeek.map((w) => w.week)).toEqual(['2026-03-16', '2026-03-23', '2026-03-30']);
  });

  it('gives the cash-up of a fixture day to the cent, and its CSV with the count and the difference', async () => {
    // Wednesday 11 March (CDT): RO-FIX004's deposit by card (editor), $5 refunded in cash on RO-FIX002
    // (editor), RO-FIX003 paid at its pickup by card and cash (sam), its receipt the 4th of the year.
    const day = '2026-03-11';
    const cashUp = (await get(`/api/admin/cash-ups/${day}`).expect(200)).body;
    const row = (
      key: string,
      payments: number,
      paymentCount: number,
      refunds: number,
      refundCount: number,
    ) => ({
      key,
      paymentsCents: payments,
      paymentCount,
      refundsCents: refunds,
      refundCount,
      netCents: payments - refunds,
    });
    expect(cashUp).toMatchObject({
      day,
      byMethod: [row('card', 12999, 2, 0, 0), row('cash', 2000, 1, 500, 1)],
      byStaff: [row('editor', 10000, 1, 500, 1), row('sam', 4999, 2, 0, 0)],
      paymentsCents: 14999,
      refundsCents: 500,
      receipts: [
        { number: '2026-000004', kind: 'receipt', reference: 'RO-FIX003', totalCents: 4999, dueCents: 0 },
      ],
      // At the day's end only RO-FIX004 was open with money on it (RO-FIX002 and 003 picked up).
      depositsHeldCents: 10000,
      depositsHeldOrders: 1,
      expectedCashCents: 1500,
      countedCashCents: null,
      differenceCents: null,
    });
    const empty = await get(`/api/admin/cash-ups/${day}/export.csv`).expect(200);
    expect(empty.text.split('\r\n').slice(-4)).toEqual([
      'cash,expected,,,15.00',
      'cash,counted,,,',
      'cash,difference,,,',
      '',
    ]);
    await request(t.http)
      .put(`/api/admin/cash-ups/${day}`)
      .set('Cookie', editor)
      .send({ countedCashCents: 1450, note: 'Till 50c short' })
      .expect(200);
    const res = await get(`/api/admin/cash-ups/${day}/export.csv`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cash-up-2026-03-11.csv"');
    expect(res.text.split('\r\n')).toEqual([
      'section,item,detail,count,amount',
      'payments by method,card,,2,129.99',
      'payments by method,cash,,1,20.00',
      'refunds by method,cash,,1,5.00',
      'payments by staff,editor,,1,100.00',
      'payments by staff,sam,,2,49.99',
      'refunds by staff,editor,,1,5.00',
      'payments,all,,3,149.99',
      'refunds,all,,1,5.00',
      'net,all,,,144.99',
      'receipt,2026-000004,RO-FIX003,,49.99',
      'deposits held,open orders,,1,100.00',
      'cash,expected,,,15.00',
      'cash,counted,editor,,14.50',
      'cash,difference,Till 50c short,,-0.50',
      '',
    ]);
    await get(`/api/admin/cash-ups/2026-02-30/export.csv`).expect(400);
    await request(t.http).get(`/api/admin/cash-ups/${day}/export.csv`).expect(401);
  });

  it('lists the open orders unchanged for 3 days or more, longest first', async () => {
    const r = await reports();
    expect(r.staleOrders.map(({ id: _id, deviceLabel: _d, ...o }) => o)).toEqual(FIXTURE_FIGURES.staleOrders);
    expect(r.staleOrders[0].deviceLabel).toBe('Apple MacBook Air');
    // A minute earlier RO-FIX009 has been waiting 2 days, 23 hours and 59 minutes: not yet listed.
    t.clock.set(new Date(Date.parse(FIXTURE_NOW) - 60_000));
    try {
      expect((await reports()).staleOrders.map((o) => o.reference)).toEqual(['RO-FIX008', 'RO-FIX007']);
    } finally {
      t.clock.set(FIXTURE_NOW);
    }
  });

  it('splits a range that starts and ends inside weeks at the range, weeks starting Monday', async () => {
    const r = await reports('from=2026-03-04&to=2026-03-10');
    // Wednesday 4 to Tuesday 10 March: FIX001 ready on the 3rd is outside; FIX002 (48 h, ready on
    // the 5th) and FIX003 (6 h, ready on the 9th) are in.
    expect(r.finishedPerWeek).toEqual([
      { week: '2026-03-02', finished: 1, pickedUp: 1, revenueCents: 17450, partsSpendCents: 3000 },
      { week: '2026-03-09', finished: 1, pickedUp: 1, revenueCents: 10499, partsSpendCents: 1650 },
    ]);
    expect(r.turnaround).toMatchObject({ orders: 2, medianSeconds: 97_200, p90Seconds: 157_680 }); // 27 h, 43.8 h
    // RO-FIX001 and 002 answered on 2 and 3 March (outside); RO-FIX004 v2 on the 11th (outside).
    expect(r.quoteApproval).toEqual({
      approved: 1,
      declined: 0,
      expired: 0,
      approvalRate: 1,
      weeks: [
        { week: '2026-03-02', approved: 0, declined: 0, expired: 0, approvalRate: null },
        { week: '2026-03-09', approved: 1, declined: 0, expired: 0, approvalRate: 1 },
      ],
    });
  });

  it('defaults to the four weeks ending today, and refuses a bad range with the field', async () => {
    const r = await reports('');
    expect([r.from, r.to]).toEqual(['2026-03-03', '2026-03-30']);
    expect((await reports('from=2026-03-02')).to).toBe('2026-03-29');
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['from=2026-3-1', 'from'],
      ['to=2026-03-01&from=2026-03-02', 'to'],
      ['from=2025-01-01&to=2026-01-02', 'to'],
    ]) {
      const res = await get(`/api/admin/reports?${query}`).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect((await reports('from=2025-01-02&to=2026-01-02')).bookingsPerDay).toHaveLength(366);
  });

  it('downloads each figure as CSV: money in dollars, durations in hours, rates in percent', async () => {
    const range = `from=${FIXTURE_RANGE.from}&to=${FIXTURE_RANGE.to}`;
    const res = await get(`/api/admin/reports/finished-per-week/export.csv?${range}`, editor).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="finished-per-week-2026-03-02-to-2026-03-29.csv"',
    );
    expect(res.text).toBe(
      [
        'week,finished,picked_up,revenue,parts_spend',
        '2026-03-02,2,2,204.50,30.00',
        '2026-03-09,2,2,154.98,16.50',
        '2026-03-16,2,4,357.59,62.00',
        '2026-03-23,0,0,0.00,0.00',
        '',
      ].join('\r\n'),
    );
    const turnaround = await get(`/api/admin/reports/turnaround/export.csv?${range}`).expect(200);
    expect(turnaround.text.split('\r\n')).toEqual([
      'week,orders,median_hours,p90_hours',
      '2026-03-02,2,36.00,45.60',
      '2026-03-09,2,39.00,65.40',
      '2026-03-16,2,21.00,28.20',
      '2026-03-23,0,,',
      'all,6,27.00,60.00',
      '',
    ]);
    const quotes = await get(`/api/admin/reports/quote-approval/export.csv?${range}`).expect(200);
    expect(quotes.headers['content-disposition']).toBe(
      'attachment; filename="quote-approval-2026-03-02-to-2026-03-29.csv"',
    );
    expect(quotes.text.split('\r\n')).toEqual([
      'week,approval_percent,approved,declined,expired',
      '2026-03-02,100.0,2,0,0',
      '2026-03-09,100.0,2,0,0',
      '2026-03-16,66.7,2,1,0',
      '2026-03-23,100.0,1,0,1',
      'all,87.5,7,1,1',
      '',
    ]);
    const stale = await get(`/api/admin/reports/stale-orders/export.csv`).expect(200);
    expect(stale.headers['content-disposition']).toBe('attachment; filename="stale-orders-2026-03-30.csv"');
    expect(stale.text.split('\r\n').slice(0, 2)).toEqual([
      'reference,status,device,unchanged_since,days_unchanged',
      'RO-FIX008,ready,Apple MacBook Air,2026-03-23T01:00:00.000Z,7',
    ]);
    const revenue = await get(`/api/admin/reports/revenue-per-week/export.csv?${range}`).expect(200);
    expect(revenue.headers['content-disposition']).toBe(
      'attachment; filename="revenue-per-week-2026-03-02-to-2026-03-29.csv"',
    );
    expect(revenue.text.split('\r\n')).toEqual([
      'week,charges,credit_notes,payments,refunds,received',
      '2026-03-02,204.50,0.00,224.50,0.00,224.50',
      '2026-03-09,154.98,0.00,234.98,5.00,229.98',
      '2026-03-16,357.59,10.00,317.59,10.00,307.59',
      '2026-03-23,0.00,0.00,40.00,20.00,20.00',
      'total,717.07,10.00,817.07,35.00,782.07',
      '',
    ]);
    const daily = (
      await get(`/api/admin/reports/revenue-per-day/export.csv?${range}`).expect(200)
    ).text.split('\r\n');
    expect(daily).toHaveLength(1 + 28 + 1 + 1);
    expect(daily.slice(0, 2)).toEqual([
      'day,charges,credit_notes,payments,refunds,received',
      '2026-03-02,30.00,0.00,80.00,0.00,80.00',
    ]);
    expect(daily).toContain('2026-03-11,49.99,0.00,149.99,5.00,144.99');
    expect(daily).toContain('2026-03-25,0.00,0.00,20.00,20.00,0.00');
    // The credit note of 20 March: against that day's charges, its refund in its refunds.
    expect(daily).toContain('2026-03-20,-10.00,10.00,0.00,10.00,-10.00');
    expect(daily.at(-2)).toBe('total,717.07,10.00,817.07,35.00,782.07');
    const margin = await get(`/api/admin/reports/margin-per-week/export.csv?${range}`).expect(200);
    expect(margin.text.split('\r\n')).toEqual([
      'week,picked_up,charges,credit_notes,parts_spend,margin',
      '2026-03-02,2,204.50,0.00,30.00,174.50',
      '2026-03-09,2,154.98,0.00,16.50,138.48',
      '2026-03-16,4,357.59,10.00,62.00,295.59',
      '2026-03-23,0,0.00,0.00,0.00,0.00',
      'total,8,717.07,10.00,108.50,608.57',
      '',
    ]);
    const methods = await get(`/api/admin/reports/payments-by-method/export.csv?${range}`).expect(200);
    expect(methods.headers['content-disposition']).toBe(
      'attachment; filename="payments-by-method-2026-03-02-to-2026-03-29.csv"',
    );
    expect(methods.text.split('\r\n')).toEqual([
      'method,payment_count,payments,refund_count,refunds,net',
      'cash,5,232.33,1,5.00,227.33',
      'card,7,554.74,2,30.00,524.74',
      'other,1,30.00,0,0.00,30.00',
      'total,13,817.07,3,35.00,782.07',
      '',
    ]);
    const taxMonth = await get(`/api/admin/reports/tax-per-month/export.csv?${range}`).expect(200);
    expect(taxMonth.headers['content-disposition']).toBe(
      'attachment; filename="tax-per-month-2026-03-02-to-2026-03-29.csv"',
    );
    expect(taxMonth.text.split('\r\n')).toEqual([
      'month,receipts,credit_notes,taxable,tax,credit_notes_taxable,credit_notes_tax',
      '2026-03-01,8,1,161.19,12.29,2.90,0.22',
      'total,8,1,161.19,12.29,2.90,0.22',
      '',
    ]);
    expect(
      (await get(`/api/admin/reports/tax-per-week/export.csv?${range}`).expect(200)).text.split('\r\n'),
    ).toEqual([
      'week,receipts,credit_notes,taxable,tax,credit_notes_taxable,credit_notes_tax',
      '2026-03-02,2,0,45.50,3.47,0.00,0.00',
      '2026-03-09,2,0,25.00,1.91,0.00,0.00',
      '2026-03-16,4,1,90.69,6.91,2.90,0.22',
      '2026-03-23,0,0,0.00,0.00,0.00,0.00',
      'total,8,1,161.19,12.29,2.90,0.22',
      '',
    ]);
    const taxDays = (await get(`/api/admin/reports/tax-per-day/export.csv?${range}`).expect(200)).text.split(
      '\r\n',
    );
    expect(taxDays).toHaveLength(1 + 28 + 1 + 1);
    expect(taxDays).toContain('2026-03-20,1,1,-2.90,-0.22,2.90,0.22');
    expect(taxDays.at(-2)).toBe('total,8,1,161.19,12.29,2.90,0.22');
    const held = await get(`/api/admin/reports/deposits-held/export.csv`).expect(200);
    expect(held.headers['content-disposition']).toBe('attachment; filename="deposits-held-2026-03-30.csv"');
    expect(held.text.split('\r\n')).toEqual([
      'reference,status,device,paid',
      'RO-FIX008,ready,Apple MacBook Air,50.00',
      'RO-FIX007,in_repair,Nintendo Switch OLED,20.00',
      'total,,,70.00',
      '',
    ]);
    const due = await get(`/api/admin/reports/due-at-pickup/export.csv`).expect(200);
    expect(due.headers['content-disposition']).toBe('attachment; filename="due-at-pickup-2026-03-30.csv"');
    expect(due.text.split('\r\n')).toEqual([
      'reference,device,ready_since,total,paid,due',
      'RO-FIX008,Apple MacBook Air,2026-03-23T01:00:00.000Z,209.00,50.00,159.00',
      'total,,,209.00,50.00,159.00',
      '',
    ]);
    for (const figure of ['bookings-per-day', 'orders-by-state'])
      await get(`/api/admin/reports/${figure}/export.csv?${range}`).expect(200);
    await get(`/api/admin/reports/revenue/export.csv`).expect(400);
    await get(`/api/admin/reports/turnaround/export.csv?from=2026-03-02&to=2026-03-01`).expect(400);
  });

  it('counts an order the workshop moves through its life cycle and its quote (what the app writes)', async () => {
    const matrix = (await get('/api/admin/pricing', editor).expect(200)).body as {
      models: { id: string; slug: string }[];
      services: { id: string; slug: string }[];
    };
    const screen = matrix.services.find((m) => m.slug === 'screen')!.id;
    const created = await checkInWalkIn(t, editor, {
      customer: { name: 'Ada Lovelace', phone: '(555) 555-0142', email: 'ada@example.com' },
      deviceModelId: matrix.models.find((m) => m.slug === 'iphone-15-pro')!.id,
      serviceTypeIds: [screen],
    });
    const order = created.order;
    const move = async (to: string, minutesLater: number) => {
      t.clock.advance(minutesLater * 60_000);
      editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
      const pickup = { reference: order.reference, phoneLast4: '0142' };
      if (to === 'picked_up') {
        // The hand-over at the counter: the rest paid in the same step (counter spec 2).
        const { dueCents } = (
          await request(t.http).get(`/api/admin/repair-orders/${order.id}/payments`).set('Cookie', editor)
        ).body;
        await request(t.http)
          .post(`/api/admin/repair-orders/${order.id}/pickup`)
          .set('Cookie', editor)
          .send({ pickup, payment: { amountCents: dueCents, method: 'card' } })
          .expect(200);
        return;
      }
      await request(t.http)
        .post(`/api/admin/repair-orders/${order.id}/status`)
        .set('Cookie', editor)
        .send({ to })
        .expect(200);
    };
    try {
      await move('diagnosing', 30);
      // The quote sent (awaiting_approval) and approved by the customer on the tracking page (in_repair).
      t.clock.advance(30 * 60_000);
      editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
      await request(t.http)
        .post(`/api/admin/repair-orders/${order.id}/quotes`)
        .set('Cookie', editor)
        .send({
          lines: [
            { kind: 'service', serviceTypeId: screen, quantity: 1 },
            // Labour is taxed (repair services are not): the receipt has a tax line to report.
            { kind: 'labour', description: 'Bench time', quantity: 1, unitPriceCents: 2000 },
          ],
        })
        .expect(201);
      t.clock.advance(60 * 60_000);
      await request(t.http)
        .post(`/api/track/${created.trackingUrl.split('/track/')[1]}/quote/approve`)
        .send({ version: 1 })
        .expect(200);
      await move('ready', 90);
      await move('picked_up', 60);
      viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
      const today = await reports('from=2026-03-30&to=2026-03-30');
      expect(today.turnaround).toMatchObject({ orders: 1, medianSeconds: 210 * 60, p90Seconds: 210 * 60 });
      expect(today.finishedPerWeek).toEqual([
        {
          week: '2026-03-30',
          finished: 1,
          pickedUp: 1,
          revenueCents: expect.any(Number),
          partsSpendCents: 0,
        },
      ]);
      expect(today.ordersByState.find((s) => s.status === 'picked_up')!.orders).toBe(9);
      // The receipt its pickup issued, then a credit note of $5.00 on it with its refund: the day's
      // sales tax is the receipt's tax line less the credit note's, as the paper says.
      t.clock.advance(10 * 60_000);
      editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
      const { receipts } = (
        await request(t.http)
          .post(`/api/admin/repair-orders/${order.id}/payments`)
          .set('Cookie', editor)
          .send({ amountCents: -500, method: 'card', reason: 'Goodwill', creditNote: {} })
          .expect(201)
      ).body as { receipts: { id: string }[] };
      const paper = await Promise.all(
        receipts.map(
          async ({ id }) =>
            (await get(`/api/admin/receipts/${id}`).expect(200)).body as {
              kind: string;
              totalCents: number;
              tax: { taxableCents: number; taxCents: number };
            },
        ),
      );
      expect(paper.map((p) => p.kind)).toEqual(['receipt', 'credit_note']);
      // 2000 × 8.25 / 108.25 = 152.42: the labour's tax; the note takes 500 / total of it.
      expect(paper[0].tax).toMatchObject({ taxableCents: 2000, taxCents: 152 });
      expect(paper[1].tax.taxableCents).toBe(Math.round((2000 * 500) / paper[0].totalCents));
      viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
      const tax = (await reports('from=2026-03-30&to=2026-03-30')).taxPerDay;
      expect(tax).toEqual([
        {
          day: '2026-03-30',
          receipts: 1,
          creditNotes: 1,
          taxableCents: paper[0].tax.taxableCents - paper[1].tax.taxableCents,
          taxCents: paper[0].tax.taxCents - paper[1].tax.taxCents,
          creditNotesTaxableCents: paper[1].tax.taxableCents,
          creditNotesTaxCents: paper[1].tax.taxCents,
        },
      ]);
      expect(today.quoteApproval).toEqual({
        approved: 1,
        declined: 0,
        expired: 0,
        approvalRate: 1,
        weeks: [{ week: '2026-03-30', approved: 1, declined: 0, expired: 0, approvalRate: 1 }],
      });
    } finally {
      t.clock.set(FIXTURE_NOW);
      viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
      editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    }
  });

  it('is for staff only', async () => {
    await request(t.http).get('/api/admin/reports').expect(401);
    await request(t.http).get('/api/admin/reports/turnaround/export.csv').expect(401);
  });
});
