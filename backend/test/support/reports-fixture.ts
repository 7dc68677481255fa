/**
 * The reports fixture: four weeks of a shop's history (Monday 2 March to Sunday 29 March 2026, shop
 * time America/Chicago, across the switch to daylight saving time on Sunday 8 March) whose figures
 * are known to the cent and to the second. Written in SQL straight into the tables the app writes
 * (bookings, repair orders with their status history, quotes), so the backend test (fake clock)
 * and the browser test (a server of its own) read the same numbers. No imports: the browser tests
 * load it too.
 *
 * Times are UTC; the comments give the shop's local time (CST = UTC−6 until 8 March, CDT = UTC−5).
 */

export const FIXTURE_RANGE = { from: '2026-03-02', to: '2026-03-29' } as const;

/** "Now" for the backend test: Monday 30 March 2026, 12:00 CDT. */
export const FIXTURE_NOW = '2026-03-30T17:00:00.000Z';

interface FixtureBooking {
  reference: string;
  createdAt: string;
  slot: string;
  cancelled?: boolean;
}

const BOOKINGS: FixtureBooking[] = [
  // Sunday 1 March, 23:30 CST: before the range (its UTC day is 2 March).
  { reference: 'RB-FIX001', createdAt: '2026-03-02T05:30:00Z', slot: '2026-04-01T15:00:00Z' },
  { reference: 'RB-FIX002', createdAt: '2026-03-02T16:00:00Z', slot: '2026-04-01T15:30:00Z' },
  {
    reference: 'RB-FIX003',
    createdAt: '2026-03-02T22:00:00Z',
    slot: '2026-04-01T16:00:00Z',
    cancelled: true,
  },
  { reference: 'RB-FIX004', createdAt: '2026-03-04T17:00:00Z', slot: '2026-04-01T16:30:00Z' },
  // Sunday 8 March, 23:30 CDT: its UTC day is 9 March.
  { reference: 'RB-FIX005', createdAt: '2026-03-09T04:30:00Z', slot: '2026-04-01T17:00:00Z' },
  { reference: 'RB-FIX006', createdAt: '2026-03-29T15:00:00Z', slot: '2026-04-01T17:30:00Z' },
  { reference: 'RB-FIX007', createdAt: '2026-03-29T16:00:00Z', slot: '2026-04-01T18:00:00Z' },
  { reference: 'RB-FIX008', createdAt: '2026-03-29T17:00:00Z', slot: '2026-04-01T18:30:00Z' },
  // Monday 30 March, 00:30 CDT: after the range.
  { reference: 'RB-FIX009', createdAt: '2026-03-30T05:30:00Z', slot: '2026-04-01T19:00:00Z' },
];

interface FixtureOrder {
  reference: string;
  device: [brand: string, model: string];
  laborCents: number;
  /** Parts charged, sold at their cost: the order's parts spend is the same amount (the one bill). */
  partsCents: number;
  discountCents: number;
  /** The status changes after check-in (the first entry, `received`, is the check-in itself). */
  changes: [status: string, at: string][];
}

const ORDERS: FixtureOrder[] = [
  {
    // First ready before the range, picked up in its first week (Monday 2 March, 11:00 CST).
    reference: 'RO-FIX000',
    device: ['Apple', 'iPhone 12'],
    laborCents: 3000,
    partsCents: 0,
    discountCents: 0,
    changes: [
      ['received', '2026-02-25T16:00:00Z'],
      ['diagnosing', '2026-02-25T17:00:00Z'],
      ['awaiting_approval', '2026-02-25T18:00:00Z'],
      ['in_repair', '2026-02-26T16:00:00Z'],
      ['ready', '2026-02-27T16:00:00Z'],
      ['picked_up', '2026-03-02T17:00:00Z'],
    ],
  },
  {
    // Ready after 24 h (Tuesday 3 March), picked up Wednesday 4 March.
    reference: 'RO-FIX001',
    device: ['Apple', 'iPhone 15 Pro'],
    laborCents: 12900,
    partsCents: 4550,
    discountCents: 0,
    changes: [
      ['received', '2026-03-02T16:00:00Z'],
      ['diagnosing', '2026-03-02T17:00:00Z'],
      ['awaiting_approval', '2026-03-02T18:00:00Z'],
      ['in_repair', '2026-03-02T20:00:00Z'],
      ['ready', '2026-03-03T16:00:00Z'],
      ['picked_up', '2026-03-04T18:00:00Z'],
    ],
  },
  {
    // Ready after 48 h (Thursday 5 March), picked up in the next week (Tuesday 10 March); $10 off.
    reference: 'RO-FIX002',
    device: ['Samsung', 'Galaxy S24'],
    laborCents: 8999,
    partsCents: 2500,
    discountCents: 1000,
    changes: [
      ['received', '2026-03-03T15:00:00Z'],
      ['diagnosing', '2026-03-03T16:00:00Z'],
      ['awaiting_approval', '2026-03-03T17:00:00Z'],
      ['in_repair', '2026-03-03T18:00:00Z'],
      ['ready', '2026-03-05T15:00:00Z'],
      ['picked_up', '2026-03-10T16:00:00Z'],
    ],
  },
  {
    // Ready after 6 h (Monday 9 March), picked up Wednesday 11 March.
    reference: 'RO-FIX003',
    device: ['Google', 'Pixel 8'],
    laborCents: 4999,
    partsCents: 0,
    discountCents: 0,
    changes: [
      ['received', '2026-03-09T15:00:00Z'],
      ['diagnosing', '2026-03-09T15:30:00Z'],
      ['awaiting_approval', '2026-03-09T16:00:00Z'],
      ['in_repair', '2026-03-09T17:00:00Z'],
      ['ready', '2026-03-09T21:00:00Z'],
      ['picked_up', '2026-03-11T20:00:00Z'],
    ],
  },
  {
    // Waited for parts; ready after 72 h (Friday 13 March), picked up Monday 16 March.
    reference: 'RO-FIX004',
    device: ['Apple', 'iPad Air'],
    laborCents: 19900,
    partsCents: 8125,
    discountCents: 0,
    changes: [
      ['received', '2026-03-10T15:00:00Z'],
      ['diagnosing', '2026-03-10T16:00:00Z'],
      ['awaiting_approval', '2026-03-10T17:00:00Z'],
      ['in_repair', '2026-03-11T15:00:00Z'],
      ['waiting_parts', '2026-03-11T16:00:00Z'],
      ['in_repair', '2026-03-12T15:00:00Z'],
      ['ready', '2026-03-13T15:00:00Z'],
      ['picked_up', '2026-03-16T16:00:00Z'],
    ],
  },
  {
    // Ready after 12 h (Monday 16 March, 21:00 CDT: Tuesday in UTC), back to the bench, ready
    // again (the first ready counts), picked up Wednesday 18 March.
    reference: 'RO-FIX005',
    device: ['Samsung', 'Galaxy Tab S9'],
    laborCents: 7500,
    partsCents: 1234,
    discountCents: 0,
    changes: [
      ['received', '2026-03-16T14:00:00Z'],
      ['diagnosing', '2026-03-16T15:00:00Z'],
      ['awaiting_approval', '2026-03-16T16:00:00Z'],
      ['in_repair', '2026-03-16T17:00:00Z'],
      ['ready', '2026-03-17T02:00:00Z'],
      ['in_repair', '2026-03-17T15:00:00Z'],
      ['ready', '2026-03-17T20:00:00Z'],
      ['picked_up', '2026-03-18T17:00:00Z'],
    ],
  },
  {
    // Its quote declined (Wednesday 18 March): returned through ready, picked up Thursday 19 March
    // at no charge. A return, not a repair: neither finished nor in the turnaround.
    reference: 'RO-FIX006',
    device: ['Sony', 'PlayStation 5'],
    laborCents: 0,
    partsCents: 0,
    discountCents: 0,
    changes: [
      ['received', '2026-03-17T15:00:00Z'],
      ['diagnosing', '2026-03-17T16:00:00Z'],
      ['awaiting_approval', '2026-03-17T17:00:00Z'],
      ['ready', '2026-03-18T15:00:00Z'],
      ['picked_up', '2026-03-19T17:00:00Z'],
    ],
  },
  {
    // Found unrepairable on the bench (Thursday 19 March), returned through ready, picked up Friday
    // 20 March at no charge: neither finished nor in the turnaround, though it was in repair.
    reference: 'RO-FIX011',
    device: ['Apple', 'iPhone 11'],
    laborCents: 0,
    partsCents: 0,
    discountCents: 0,
    changes: [
      ['received', '2026-03-18T15:00:00Z'],
      ['diagnosing', '2026-03-18T16:00:00Z'],
      ['awaiting_approval', '2026-03-18T17:00:00Z'],
      ['in_repair', '2026-03-18T18:00:00Z'],
      ['unrepairable', '2026-03-19T15:00:00Z'],
      ['ready', '2026-03-19T16:00:00Z'],
      ['picked_up', '2026-03-20T16:00:00Z'],
    ],
  },
  {
    // Cancelled the hour it was checked in (Wednesday 25 March): never ready, never stale.
    reference: 'RO-FIX012',
    device: ['Samsung', 'Galaxy A54'],
    laborCents: 0,
    partsCents: 0,
    discountCents: 0,
    changes: [
      ['received', '2026-03-25T15:00:00Z'],
      ['cancelled', '2026-03-25T16:00:00Z'],
    ],
  },
  {
    // In repair since Tuesday 24 March: unchanged for 6 days on 30 March.
    reference: 'RO-FIX007',
    device: ['Nintendo', 'Switch OLED'],
    laborCents: 6900,
    partsCents: 0,
    discountCents: 0,
    changes: [
      ['received', '2026-03-23T16:00:00Z'],
      ['diagnosing', '2026-03-23T17:00:00Z'],
      ['awaiting_approval', '2026-03-23T18:00:00Z'],
      ['in_repair', '2026-03-24T15:00:00Z'],
    ],
  },
  {
    // Ready after 30 h on Sunday 22 March, 20:00 CDT (Monday 23 March in UTC: the shop's week of
    // 16 March), not picked up: unchanged for 7 days on 30 March.
    reference: 'RO-FIX008',
    device: ['Apple', 'MacBook Air'],
    laborCents: 14900,
    partsCents: 6000,
    discountCents: 0,
    changes: [
      ['received', '2026-03-21T19:00:00Z'],
      ['diagnosing', '2026-03-21T20:00:00Z'],
      ['awaiting_approval', '2026-03-21T21:00:00Z'],
      ['in_repair', '2026-03-21T22:00:00Z'],
      ['ready', '2026-03-23T01:00:00Z'],
    ],
  },
  {
    // Awaiting approval since Friday 27 March, 12:00 CDT: exactly 3 days on 30 March.
    reference: 'RO-FIX009',
    device: ['Google', 'Pixel 7a'],
    laborCents: 0,
    partsCents: 0,
    discountCents: 0,
    changes: [
      ['received', '2026-03-26T15:00:00Z'],
      ['diagnosing', '2026-03-26T16:00:00Z'],
      ['awaiting_approval', '2026-03-27T17:00:00Z'],
    ],
  },
  {
    // Checked in the day before: not stale on 30 March.
    reference: 'RO-FIX010',
    device: ['Apple', 'iPhone 13'],
    laborCents: 0,
    partsCents: 0,
    discountCents: 0,
    changes: [['received', '2026-03-29T15:00:00Z']],
  },
];

/**
 * A quote version: its order, number, status, when it was sent and answered (UTC), and the days the
 * customer had to answer (14, the app's default, unless said).
 */
type FixtureQuote = [
  order: string,
  version: number,
  status: 'pending' | 'approved' | 'declined' | 'superseded',
  sentAt: string,
  decidedAt: string | null,
  validDays?: number,
];

/** The orders' quotes, each sent when its order went awaiting_approval. */
const QUOTES: FixtureQuote[] = [
  // Approved on Thursday 26 February: before the range.
  ['RO-FIX000', 1, 'approved', '2026-02-25T18:00:00Z', '2026-02-26T16:00:00Z'],
  ['RO-FIX001', 1, 'approved', '2026-03-02T18:00:00Z', '2026-03-02T20:00:00Z'],
  ['RO-FIX002', 1, 'approved', '2026-03-03T17:00:00Z', '2026-03-03T18:00:00Z'],
  ['RO-FIX003', 1, 'approved', '2026-03-09T16:00:00Z', '2026-03-09T17:00:00Z'],
  // Replaced the next morning, before its expiry (Tuesday 24 March): not counted; version 2 approved.
  ['RO-FIX004', 1, 'superseded', '2026-03-10T17:00:00Z', null],
  ['RO-FIX004', 2, 'approved', '2026-03-11T14:00:00Z', '2026-03-11T15:00:00Z'],
  ['RO-FIX005', 1, 'approved', '2026-03-16T16:00:00Z', '2026-03-16T17:00:00Z'],
  ['RO-FIX006', 1, 'declined', '2026-03-17T17:00:00Z', '2026-03-18T14:00:00Z'],
  // Approved on Saturday 21 March, 17:00 CDT: the week of 16 March.
  ['RO-FIX008', 1, 'approved', '2026-03-21T21:00:00Z', '2026-03-21T22:00:00Z'],
  ['RO-FIX007', 1, 'approved', '2026-03-23T18:00:00Z', '2026-03-24T15:00:00Z'],
  // One day to answer: expired unanswered on Saturday 28 March (counted), then replaced by version
  // 2, still pending at FIXTURE_NOW (it expires on 5 April, after the range).
  ['RO-FIX009', 1, 'superseded', '2026-03-27T17:00:00Z', null, 1],
  ['RO-FIX009', 2, 'pending', '2026-03-29T15:00:00Z', null, 7],
];

/** What the reports answer for FIXTURE_RANGE at FIXTURE_NOW (the browser test: only the range's figures). */
export const FIXTURE_FIGURES = {
  bookingsPerDay: {
    days: 28,
    nonZero: [
      { day: '2026-03-02', bookings: 2, cancelled: 1 },
      { day: '2026-03-04', bookings: 1, cancelled: 0 },
      { day: '2026-03-08', bookings: 1, cancelled: 0 },
      { day: '2026-03-29', bookings: 3, cancelled: 0 },
    ],
    total: 7,
  },
  ordersByState: {
    received: 1,
    diagnosing: 0,
    awaiting_approval: 1,
    in_repair: 1,
    waiting_parts: 0,
    ready: 1,
    picked_up: 8,
    cancelled: 1,
    unrepairable: 0,
  },
  turnaround: {
    orders: 6,
    medianSeconds: 97_200, // 27 h
    p90Seconds: 216_000, // 60 h
    weeks: [
      { week: '2026-03-02', orders: 2, medianSeconds: 129_600, p90Seconds: 164_160 }, // 36 h, 45.6 h
      { week: '2026-03-09', orders: 2, medianSeconds: 140_400, p90Seconds: 235_440 }, // 39 h, 65.4 h
      { week: '2026-03-16', orders: 2, medianSeconds: 75_600, p90Seconds: 101_520 }, // 21 h, 28.2 h
      { week: '2026-03-23', orders: 0, medianSeconds: null, p90Seconds: null },
    ],
  },
  finishedPerWeek: [
    { week: '2026-03-02', finished: 2, pickedUp: 2, revenueCents: 20450, partsCostCents: 4550 },
    { week: '2026-03-09', finished: 2, pickedUp: 2, revenueCents: 15498, partsCostCents: 2500 },
    { week: '2026-03-16', finished: 2, pickedUp: 4, revenueCents: 36759, partsCostCents: 9359 },
    { week: '2026-03-23', finished: 0, pickedUp: 0, revenueCents: 0, partsCostCents: 0 },
  ],
  quoteApproval: {
    approved: 7,
    declined: 1,
    expired: 1,
    approvalRate: 0.875,
    weeks: [
      { week: '2026-03-02', approved: 2, declined: 0, expired: 0, approvalRate: 1 },
      { week: '2026-03-09', approved: 2, declined: 0, expired: 0, approvalRate: 1 },
      { week: '2026-03-16', approved: 2, declined: 1, expired: 0, approvalRate: 2 / 3 },
      { week: '2026-03-23', approved: 1, declined: 0, expired: 1, approvalRate: 1 },
    ],
  },
  /** Open orders whose last status change is 3 days or more before FIXTURE_NOW, longest first. */
  staleOrders: [
    { reference: 'RO-FIX008', status: 'ready', since: '2026-03-23T01:00:00.000Z', daysUnchanged: 7 },
    { reference: 'RO-FIX007', status: 'in_repair', since: '2026-03-24T15:00:00.000Z', daysUnchanged: 6 },
    {
      reference: 'RO-FIX009',
      status: 'awaiting_approval',
      since: '2026-03-27T17:00:00.000Z',
      daysUnchanged: 3,
    },
  ],
  /** Every open order of the fixture, longest unchanged first (all stale long after March 2026). */
  openOrders: ['RO-FIX008', 'RO-FIX007', 'RO-FIX009', 'RO-FIX010'],
} as const;

export type Query = (sql: string, params: unknown[]) => Promise<unknown>;

/** Writes the fixture into a migrated database (empty of repair orders, quotes and bookings). */
export async function loadReportsFixture(query: Query): Promise<void> {
  for (const b of BOOKINGS) {
    await query(
      `INSERT INTO appointments (appointment_date, appointment_type, status, device_brand, device_model,
         customer_first_name, customer_last_name, customer_phone, customer_email, reference, created_at, cancelled_at)
       VALUES ($1, 'repair', $2, 'Apple', 'iPhone 15', 'Fixture', 'Customer', '(555) 555-0100',
         'fixture@example.com', $3, $4, $5)`,
      [
        b.slot,
        b.cancelled ? 'cancelled' : 'scheduled',
        b.reference,
        b.createdAt,
        b.cancelled ? b.createdAt : null,
      ],
    );
  }
  for (const o of ORDERS) {
    const at = (status: string) => o.changes.find(([s]) => s === status)?.[1] ?? null;
    const [, created] = o.changes[0];
    const [status, last] = o.changes[o.changes.length - 1];
    await query(
      `INSERT INTO repair_orders (reference, device_type, device_brand, device_model, repair_type, status,
         customer_name, customer_phone, customer_email, labor_cost_cents, parts_cost_cents, parts_spend_cents,
         discount_cents, created_at, status_changed_at, started_at, completed_at, picked_up_at)
       VALUES ($1, 'phone', $2, $3, 'Screen Repair', $4, 'Fixture Customer', '(555) 555-0100',
         'fixture@example.com', $5, $6, $6, $7, $8, $9, $10, $11, $12)`,
      [
        o.reference,
        o.device[0],
        o.device[1],
        status,
        o.laborCents,
        o.partsCents,
        o.discountCents,
        created,
        last,
        at('in_repair'),
        at('ready'),
        at('picked_up'),
      ],
    );
    let from: string | null = null;
    for (const [to, changedAt] of o.changes) {
      await query(
        `INSERT INTO repair_order_status_changes (repair_order_id, from_status, to_status, changed_by, changed_at)
         SELECT id, $2, $3, 'fixture', $4 FROM repair_orders WHERE reference = $1`,
        [o.reference, from, to, changedAt],
      );
      from = to;
    }
  }
  for (const [order, version, status, sentAt, decidedAt, validDays = 14] of QUOTES) {
    await query(
      `INSERT INTO repair_quotes (repair_order_id, device_type, device_model, repair_type, estimated_price_cents,
         status, created_at, version, sent_at, expires_at, decided_at, created_by)
       SELECT id, device_type, device_model, 'Screen Repair', labor_cost_cents + parts_cost_cents, $2, $3, $4, $3,
         $3::timestamptz + make_interval(days => $5), $6, 'fixture'
         FROM repair_orders WHERE reference = $1`,
      [order, status, sentAt, version, validDays, decidedAt],
    );
  }
}
