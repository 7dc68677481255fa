/**
 * The reports fixture: four weeks of a shop's history (Monday 2 March to Sunday 29 March 2026, shop
 * time America/Chicago, across the switch to daylight saving time on Sunday 8 March) whose figures
 * are known to the cent and to the second. Written in SQL straight into the tables the app writes
 * (bookings, repair orders with their status history, quotes, the parts used on them, payments,
 * deposits and refunds, the receipts their pickups issued with their tax lines, a credit note), so
 * the backend test (fake clock)
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

/**
 * A payment on an order: amount in cents (negative: a refund, with its reason), method, when (UTC),
 * who took it, and whether it was a deposit (taken before the work) or needs a note (method other).
 */
type FixturePayment = [
  amountCents: number,
  method: 'cash' | 'card' | 'other',
  takenAt: string,
  takenBy: string,
  extra?: { deposit?: true; reason?: string; note?: string },
];

interface FixtureOrder {
  reference: string;
  device: [brand: string, model: string];
  laborCents: number;
  /** Part lines charged to the customer, at their sell price. */
  partsCents: number;
  discountCents: number;
  /** The status changes after check-in (the first entry, `received`, is the check-in itself). */
  changes: [status: string, at: string][];
  /** The parts consumed on it (part slug, quantity, unit cost): the shop's parts spend, never charged. */
  partsUsed?: [part: string, quantity: number, unitCostCents: number][];
  /** Money taken on it, oldest first (a picked-up order was paid in full before its pickup). */
  payments?: FixturePayment[];
  /**
   * The tax line of the receipt its pickup issued: the taxable amount (the part lines, tax included;
   * repair services are not taxed) and the tax it includes at 8.25 %, half-up to the cent.
   */
  tax?: [taxableCents: number, taxCents: number];
}

const ORDERS: FixtureOrder[] = [
  {
    // First ready before the range, picked up in its first week (Monday 2 March, 11:00 CST).
    reference: 'RO-FIX000',
    device: ['Apple', 'iPhone 12'],
    laborCents: 3000,
    partsCents: 0,
    discountCents: 0,
    payments: [[3000, 'other', '2026-03-02T17:00:00Z', 'editor', { note: 'Bank transfer' }]],
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
    partsUsed: [['fixture-iphone-15-pro-screen', 1, 3000]],
    // 4550 × 8.25 / 108.25 = 346.77
    tax: [4550, 347],
    // A deposit at the approval (Monday 2 March, 14:00 CST), the rest at the pickup.
    payments: [
      [5000, 'card', '2026-03-02T20:00:00Z', 'editor', { deposit: true }],
      [12450, 'card', '2026-03-04T18:00:00Z', 'sam'],
    ],
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
    partsUsed: [['fixture-galaxy-s24-battery', 1, 1650]],
    // The $10 off the (untaxed) repair first: 2500 × 8.25 / 108.25 = 190.53
    tax: [2500, 191],
    // A deposit, the rest at the pickup, and $5 refunded the next day (Wednesday 11 March).
    payments: [
      [2000, 'cash', '2026-03-03T18:00:00Z', 'sam', { deposit: true }],
      [8499, 'cash', '2026-03-10T16:00:00Z', 'editor'],
      [-500, 'cash', '2026-03-11T16:00:00Z', 'editor', { reason: 'Price match' }],
    ],
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
    // Paid at the pickup (Wednesday 11 March, 15:00 CDT) by card and cash.
    payments: [
      [2999, 'card', '2026-03-11T20:00:00Z', 'sam'],
      [2000, 'cash', '2026-03-11T20:00:00Z', 'sam'],
    ],
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
    // Waited for parts; ready after 72 h (Friday 13 March), picked up Monday 16 March; a credit
    // note of $10.00 and its refund on Friday 20 March.
    reference: 'RO-FIX004',
    device: ['Apple', 'iPad Air'],
    laborCents: 19900,
    partsCents: 8125,
    discountCents: 0,
    partsUsed: [
      ['fixture-ipad-air-glass', 1, 4200],
      ['fixture-adhesive-strip', 2, 600],
    ],
    // 8125 × 8.25 / 108.25 = 619.23
    tax: [8125, 619],
    // Paid in full at the pickup; $10 refunded with the credit note of Friday 20 March (CREDIT_NOTES).
    payments: [
      [10000, 'card', '2026-03-11T15:00:00Z', 'editor', { deposit: true }],
      [18025, 'card', '2026-03-16T16:00:00Z', 'editor'],
      [-1000, 'card', '2026-03-20T20:00:00Z', 'editor', { reason: 'Adhesive strip not needed' }],
    ],
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
    partsUsed: [['fixture-galaxy-tab-port', 1, 800]],
    // 1234 × 8.25 / 108.25 = 94.04
    tax: [1234, 94],
    payments: [[8734, 'cash', '2026-03-18T17:00:00Z', 'sam']],
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
    // Cancelled the hour it was checked in (Wednesday 25 March): never ready, never stale, never charged.
    reference: 'RO-FIX012',
    device: ['Samsung', 'Galaxy A54'],
    laborCents: 5999,
    partsCents: 0,
    discountCents: 0,
    // A deposit taken at check-in, refunded when the order was cancelled: nothing held.
    payments: [
      [2000, 'card', '2026-03-25T15:10:00Z', 'editor', { deposit: true }],
      [-2000, 'card', '2026-03-25T16:00:00Z', 'editor', { reason: 'Order cancelled' }],
    ],
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
    payments: [[2000, 'cash', '2026-03-24T15:00:00Z', 'editor', { deposit: true }]],
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
    partsUsed: [['fixture-macbook-air-keyboard', 1, 4000]],
    // A deposit on Saturday 21 March, 22:00 CDT (Sunday 22 March in UTC): the 21st, shop time.
    payments: [[5000, 'card', '2026-03-22T03:00:00Z', 'sam', { deposit: true }]],
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
 * A credit note on an order's receipt (counter spec 3): when it was issued (UTC), its amount
 * (positive cents), and what it takes off the receipt's tax line in the same proportion, half-up.
 * Its refund is among the order's payments. Numbered after the receipts issued before it.
 */
type FixtureCreditNote = [
  order: string,
  issuedAt: string,
  amountCents: number,
  tax: [taxableCents: number, taxCents: number],
  reason: string,
];

const CREDIT_NOTES: FixtureCreditNote[] = [
  // Friday 20 March, 15:00 CDT, after the last pickup (RO-FIX011, 11:00 CDT): 2026-000009. $10.00
  // of RO-FIX004's $280.25: 8125 × 1000 / 28025 = 289.92 taxable, 619 × 1000 / 28025 = 22.09 tax.
  ['RO-FIX004', '2026-03-20T20:00:00Z', 1000, [290, 22], 'Adhesive strip not needed'],
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
    { week: '2026-03-02', finished: 2, pickedUp: 2, revenueCents: 20450, partsSpendCents: 3000 },
    { week: '2026-03-09', finished: 2, pickedUp: 2, revenueCents: 15498, partsSpendCents: 1650 },
    // RO-FIX004's credit note of Friday 20 March ($10.00) comes off the week's revenue.
    { week: '2026-03-16', finished: 2, pickedUp: 4, revenueCents: 35759, partsSpendCents: 6200 },
    { week: '2026-03-23', finished: 0, pickedUp: 0, revenueCents: 0, partsSpendCents: 0 },
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
  /**
   * Revenue two ways, the days with money (every other day of the range is zeros): the charges of
   * the orders picked up that day, and the payments and refunds taken that day (shop time: the
   * deposit of Saturday 21 March, 22:00 CDT, is the 21st's though its UTC day is the 22nd). The
   * credit note of Friday 20 March counts against that day's charges, its refund in its refunds.
   */
  revenuePerDay: {
    days: 28,
    nonZero: [
      {
        day: '2026-03-02',
        chargesCents: 3000,
        creditNotesCents: 0,
        paymentsCents: 8000,
        refundsCents: 0,
        receivedCents: 8000,
      },
      {
        day: '2026-03-03',
        chargesCents: 0,
        creditNotesCents: 0,
        paymentsCents: 2000,
        refundsCents: 0,
        receivedCents: 2000,
      },
      {
        day: '2026-03-04',
        chargesCents: 17450,
        creditNotesCents: 0,
        paymentsCents: 12450,
        refundsCents: 0,
        receivedCents: 12450,
      },
      {
        day: '2026-03-10',
        chargesCents: 10499,
        creditNotesCents: 0,
        paymentsCents: 8499,
        refundsCents: 0,
        receivedCents: 8499,
      },
      {
        day: '2026-03-11',
        chargesCents: 4999,
        creditNotesCents: 0,
        paymentsCents: 14999,
        refundsCents: 500,
        receivedCents: 14499,
      },
      {
        day: '2026-03-16',
        chargesCents: 28025,
        creditNotesCents: 0,
        paymentsCents: 18025,
        refundsCents: 0,
        receivedCents: 18025,
      },
      {
        day: '2026-03-18',
        chargesCents: 8734,
        creditNotesCents: 0,
        paymentsCents: 8734,
        refundsCents: 0,
        receivedCents: 8734,
      },
      {
        day: '2026-03-20',
        chargesCents: -1000,
        creditNotesCents: 1000,
        paymentsCents: 0,
        refundsCents: 1000,
        receivedCents: -1000,
      },
      {
        day: '2026-03-21',
        chargesCents: 0,
        creditNotesCents: 0,
        paymentsCents: 5000,
        refundsCents: 0,
        receivedCents: 5000,
      },
      {
        day: '2026-03-24',
        chargesCents: 0,
        creditNotesCents: 0,
        paymentsCents: 2000,
        refundsCents: 0,
        receivedCents: 2000,
      },
      {
        day: '2026-03-25',
        chargesCents: 0,
        creditNotesCents: 0,
        paymentsCents: 2000,
        refundsCents: 2000,
        receivedCents: 0,
      },
    ],
    total: {
      chargesCents: 71707,
      creditNotesCents: 1000,
      paymentsCents: 81707,
      refundsCents: 3500,
      receivedCents: 78207,
    },
  },
  revenuePerWeek: [
    {
      week: '2026-03-02',
      chargesCents: 20450,
      creditNotesCents: 0,
      paymentsCents: 22450,
      refundsCents: 0,
      receivedCents: 22450,
    },
    {
      week: '2026-03-09',
      chargesCents: 15498,
      creditNotesCents: 0,
      paymentsCents: 23498,
      refundsCents: 500,
      receivedCents: 22998,
    },
    {
      week: '2026-03-16',
      chargesCents: 35759,
      creditNotesCents: 1000,
      paymentsCents: 31759,
      refundsCents: 1000,
      receivedCents: 30759,
    },
    {
      week: '2026-03-23',
      chargesCents: 0,
      creditNotesCents: 0,
      paymentsCents: 4000,
      refundsCents: 2000,
      receivedCents: 2000,
    },
  ],
  /** Charges of the orders picked up each week, the parts used on them at cost, and the margin. */
  marginPerWeek: [
    {
      week: '2026-03-02',
      pickedUp: 2,
      chargesCents: 20450,
      creditNotesCents: 0,
      partsSpendCents: 3000,
      marginCents: 17450,
    },
    {
      week: '2026-03-09',
      pickedUp: 2,
      chargesCents: 15498,
      creditNotesCents: 0,
      partsSpendCents: 1650,
      marginCents: 13848,
    },
    {
      week: '2026-03-16',
      pickedUp: 4,
      chargesCents: 35759,
      creditNotesCents: 1000,
      partsSpendCents: 6200,
      marginCents: 29559,
    },
    {
      week: '2026-03-23',
      pickedUp: 0,
      chargesCents: 0,
      creditNotesCents: 0,
      partsSpendCents: 0,
      marginCents: 0,
    },
  ],
  /**
   * Payments and refunds over the range by method (cash, card, other): what the cash-ups of its days
   * add up to, and the revenue's payments and refunds, method by method.
   */
  paymentsByMethod: [
    {
      key: 'cash',
      paymentsCents: 23233,
      paymentCount: 5,
      refundsCents: 500,
      refundCount: 1,
      netCents: 22733,
    },
    {
      key: 'card',
      paymentsCents: 55474,
      paymentCount: 7,
      refundsCents: 3000,
      refundCount: 2,
      netCents: 52474,
    },
    { key: 'other', paymentsCents: 3000, paymentCount: 1, refundsCents: 0, refundCount: 0, netCents: 3000 },
  ],
  /**
   * Sales tax collected (issue 41): the receipts' tax lines by the day they were issued (their
   * pickups), less the credit note's on Friday 20 March. Days with paper (every other day is zeros).
   */
  taxPerDay: {
    days: 28,
    nonZero: [
      {
        day: '2026-03-02',
        receipts: 1,
        creditNotes: 0,
        taxableCents: 0,
        taxCents: 0,
        creditNotesTaxableCents: 0,
        creditNotesTaxCents: 0,
      },
      {
        day: '2026-03-04',
        receipts: 1,
        creditNotes: 0,
        taxableCents: 4550,
        taxCents: 347,
        creditNotesTaxableCents: 0,
        creditNotesTaxCents: 0,
      },
      {
        day: '2026-03-10',
        receipts: 1,
        creditNotes: 0,
        taxableCents: 2500,
        taxCents: 191,
        creditNotesTaxableCents: 0,
        creditNotesTaxCents: 0,
      },
      {
        day: '2026-03-11',
        receipts: 1,
        creditNotes: 0,
        taxableCents: 0,
        taxCents: 0,
        creditNotesTaxableCents: 0,
        creditNotesTaxCents: 0,
      },
      {
        day: '2026-03-16',
        receipts: 1,
        creditNotes: 0,
        taxableCents: 8125,
        taxCents: 619,
        creditNotesTaxableCents: 0,
        creditNotesTaxCents: 0,
      },
      {
        day: '2026-03-18',
        receipts: 1,
        creditNotes: 0,
        taxableCents: 1234,
        taxCents: 94,
        creditNotesTaxableCents: 0,
        creditNotesTaxCents: 0,
      },
      {
        day: '2026-03-19',
        receipts: 1,
        creditNotes: 0,
        taxableCents: 0,
        taxCents: 0,
        creditNotesTaxableCents: 0,
        creditNotesTaxCents: 0,
      },
      // RO-FIX011's receipt (no tax) and RO-FIX004's credit note, which takes 8125 × 1000 / 28025 off.
      {
        day: '2026-03-20',
        receipts: 1,
        creditNotes: 1,
        taxableCents: -290,
        taxCents: -22,
        creditNotesTaxableCents: 290,
        creditNotesTaxCents: 22,
      },
    ],
    total: { receipts: 8, creditNotes: 1, taxableCents: 16119, taxCents: 1229 },
  },
  taxPerWeek: [
    {
      week: '2026-03-02',
      receipts: 2,
      creditNotes: 0,
      taxableCents: 4550,
      taxCents: 347,
      creditNotesTaxableCents: 0,
      creditNotesTaxCents: 0,
    },
    {
      week: '2026-03-09',
      receipts: 2,
      creditNotes: 0,
      taxableCents: 2500,
      taxCents: 191,
      creditNotesTaxableCents: 0,
      creditNotesTaxCents: 0,
    },
    {
      week: '2026-03-16',
      receipts: 4,
      creditNotes: 1,
      taxableCents: 9069,
      taxCents: 691,
      creditNotesTaxableCents: 290,
      creditNotesTaxCents: 22,
    },
    {
      week: '2026-03-23',
      receipts: 0,
      creditNotes: 0,
      taxableCents: 0,
      taxCents: 0,
      creditNotesTaxableCents: 0,
      creditNotesTaxCents: 0,
    },
  ],
  taxPerMonth: [
    {
      month: '2026-03-01',
      receipts: 8,
      creditNotes: 1,
      taxableCents: 16119,
      taxCents: 1229,
      creditNotesTaxableCents: 290,
      creditNotesTaxCents: 22,
    },
  ],
  /** Paid on the orders open now (RO-FIX012's deposit was refunded when it was cancelled). */
  depositsHeld: {
    totalCents: 7000,
    orders: [
      { reference: 'RO-FIX008', status: 'ready', deviceLabel: 'Apple MacBook Air', paidCents: 5000 },
      { reference: 'RO-FIX007', status: 'in_repair', deviceLabel: 'Nintendo Switch OLED', paidCents: 2000 },
    ],
  },
  /** The one order ready for pickup: its total less its deposit. */
  dueAtPickup: {
    totalCents: 20900,
    paidCents: 5000,
    dueCents: 15900,
    orders: [
      {
        reference: 'RO-FIX008',
        deviceLabel: 'Apple MacBook Air',
        readySince: '2026-03-23T01:00:00.000Z',
        totalCents: 20900,
        paidCents: 5000,
        dueCents: 15900,
      },
    ],
  },
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
  // The parts used on the orders: each received (10 in stock) at its unit cost before the range.
  const parts = new Map(ORDERS.flatMap((o) => o.partsUsed ?? []).map(([slug, , cost]) => [slug, cost]));
  for (const [slug, cost] of parts) {
    await query(
      `WITH part AS (
         INSERT INTO inventory (slug, part_name, part_type, unit_price_cents, sell_price_cents)
         VALUES ($1, $2, 'part', $3, $3 * 3 / 2) RETURNING id)
       INSERT INTO inventory_movements (part_id, kind, on_hand_delta, reserved_delta, unit_cost_cents, created_by, created_at)
       SELECT id, 'received', 10, 0, $3, 'fixture', '2026-02-01T15:00:00Z' FROM part`,
      [slug, slug.replace(/^fixture-/, 'Fixture ').replaceAll('-', ' '), cost],
    );
  }
  for (const o of ORDERS) {
    const at = (status: string) => o.changes.find(([s]) => s === status)?.[1] ?? null;
    const [, created] = o.changes[0];
    const [status, last] = o.changes[o.changes.length - 1];
    // A closed order takes no payment: it is written in the state before, paid, then closed.
    const closed = status === 'picked_up' || status === 'cancelled';
    const before = closed ? o.changes[o.changes.length - 2][0] : status;
    const spend = (o.partsUsed ?? []).reduce((n, [, quantity, cost]) => n + quantity * cost, 0);
    await query(
      `INSERT INTO repair_orders (reference, device_type, device_brand, device_model, repair_type, status,
         customer_name, customer_phone, customer_email, labor_cost_cents, parts_cost_cents, parts_spend_cents,
         discount_cents, created_at, status_changed_at, started_at, completed_at, picked_up_at)
       VALUES ($1, 'phone', $2, $3, 'Screen Repair', $4, 'Fixture Customer', '(555) 555-0100',
         'fixture@example.com', $5, $6, $13, $7, $8, $9, $10, $11, $12)`,
      [
        o.reference,
        o.device[0],
        o.device[1],
        before,
        o.laborCents,
        o.partsCents,
        o.discountCents,
        created,
        last,
        at('in_repair'),
        at('ready'),
        at('picked_up'),
        spend,
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
    for (const [part, quantity, cost] of o.partsUsed ?? []) {
      await query(
        `INSERT INTO inventory_movements (part_id, kind, on_hand_delta, reserved_delta, repair_order_id, unit_cost_cents, created_by, created_at)
         SELECT i.id, 'consumed', -$3::int, 0, o.id, $4, 'fixture', o.started_at
           FROM inventory i, repair_orders o WHERE i.slug = $1 AND o.reference = $2`,
        [part, o.reference, quantity, cost],
      );
    }
    const pay = async ([amount, method, takenAt, takenBy, extra = {}]: FixturePayment) =>
      query(
        `INSERT INTO payments (repair_order_id, amount_cents, method, note, reason, deposit, taken_by, taken_at)
         SELECT id, $2, $3, $4, $5, $6, $7, $8 FROM repair_orders WHERE reference = $1`,
        [
          o.reference,
          amount,
          method,
          extra.note ?? null,
          extra.reason ?? null,
          extra.deposit ?? false,
          takenBy,
          takenAt,
        ],
      );
    for (const p of (o.payments ?? []).filter(([amount]) => amount > 0)) await pay(p);
    if (closed)
      await query(`UPDATE repair_orders SET status = $2 WHERE reference = $1`, [o.reference, status]);
    for (const p of (o.payments ?? []).filter(([amount]) => amount < 0)) await pay(p);
  }
  // Each pickup issued its receipt, numbered in the order of the pickups (2026-000001 on), then the
  // credit notes: the paper as the app writes it (its body, and its total and tax in columns).
  const pickups = ORDERS.filter((o) => o.changes.some(([s]) => s === 'picked_up'))
    .map((o) => [o, o.changes.find(([s]) => s === 'picked_up')![1]] as const)
    .sort(([, a], [, b]) => a.localeCompare(b));
  const number = (seq: number) => `2026-${String(seq).padStart(6, '0')}`;
  const taxLine = ([taxableCents, taxCents]: [number, number]) => ({
    ratePercent: 8.25,
    taxableCents,
    taxCents,
    included: true,
  });
  const receipt = `INSERT INTO receipts (number, year, seq, kind, credit_of, repair_order_id, issued_at, issued_by,
       customer_name, customer_phone, customer_email, total_cents, tax_cents, paid_cents, due_cents, body)
     SELECT $2, 2026, $3::int, $4, (SELECT id FROM receipts WHERE number = $5), o.id, $6, $7, o.customer_name,
            o.customer_phone, o.customer_email, $8::int, $9::int, $10::int, $11::int, $12::jsonb
       FROM repair_orders o WHERE o.reference = $1`;
  const paper = new Map<string, { number: string; totalCents: number; body: object }>();
  for (const [i, [o, pickedUpAt]] of pickups.entries()) {
    const lines = [
      { kind: 'service', description: 'Screen Repair', cents: o.laborCents, taxable: false },
      { kind: 'part', description: 'Parts', cents: o.partsCents, taxable: true },
    ]
      .filter((l) => l.cents > 0)
      .map(({ cents, ...l }) => ({
        ...l,
        quantity: 1,
        unitPriceCents: cents,
        totalCents: cents,
        warrantyEndsOn: null,
      }));
    const subtotalCents = o.laborCents + o.partsCents;
    const totalCents = subtotalCents - o.discountCents;
    const tax = taxLine(o.tax ?? [0, 0]);
    const body = {
      shop: {
        name: 'Fixture Repair',
        address: '1 Fixture Street',
        phone: '(555) 555-0199',
        email: 'shop@example.com',
      },
      order: {
        reference: o.reference,
        device: o.device.join(' '),
        pickedUpAt: new Date(pickedUpAt).toISOString(),
      },
      lines,
      subtotalCents,
      discountCents: o.discountCents,
      totalCents,
      tax,
      payments: (o.payments ?? [])
        .filter(([amount, , takenAt]) => amount > 0 && takenAt <= pickedUpAt)
        .map(([amountCents, method, at, , extra = {}]) => ({
          at: new Date(at).toISOString(),
          method,
          amountCents,
          deposit: extra.deposit ?? false,
          note: extra.note ?? null,
        })),
      paidCents: totalCents,
      dueCents: 0,
      terms: ['Warranty: 90 days on all products and repairs, from the day of pickup.'],
    };
    const n = number(i + 1);
    paper.set(o.reference, { number: n, totalCents, body });
    await query(receipt, [
      o.reference,
      n,
      i + 1,
      'receipt',
      null,
      pickedUpAt,
      'fixture',
      totalCents,
      tax.taxCents,
      totalCents,
      0,
      JSON.stringify(body),
    ]);
  }
  for (const [i, [reference, issuedAt, amountCents, tax, reason]] of CREDIT_NOTES.entries()) {
    const credited = paper.get(reference)!;
    const body = {
      ...credited.body,
      lines: [
        {
          kind: 'service',
          description: `Credit on receipt ${credited.number}: ${reason}`,
          quantity: 1,
          unitPriceCents: -amountCents,
          totalCents: -amountCents,
          taxable: false,
          warrantyEndsOn: null,
        },
      ],
      subtotalCents: -amountCents,
      discountCents: 0,
      totalCents: -amountCents,
      tax: taxLine(tax),
      payments: [],
      paidCents: 0,
      dueCents: -amountCents,
      credit: { receiptNumber: credited.number, reason },
    };
    const seq = pickups.length + i + 1;
    await query(receipt, [
      reference,
      number(seq),
      seq,
      'credit_note',
      credited.number,
      issuedAt,
      'editor',
      -amountCents,
      tax[1],
      0,
      -amountCents,
      JSON.stringify(body),
    ]);
  }
  await query(
    `INSERT INTO receipt_counters (year, last_number) VALUES (2026, $1)
     ON CONFLICT (year) DO UPDATE SET last_number = greatest(receipt_counters.last_number, EXCLUDED.last_number)`,
    [pickups.length + CREDIT_NOTES.length],
  );
  for (const [order, version, status, sentAt, decidedAt, validDays = 14] of QUOTES) {
    await query(
      `INSERT INTO repair_quotes (repair_order_id, device_type, device_model, repair_type, estimated_price_cents,
         status, created_at, version, sent_at, expires_at, decided_at, decision_channel, created_by)
       SELECT id, device_type, device_model, 'Screen Repair', labor_cost_cents + parts_cost_cents, $2, $3, $4, $3,
         $3::timestamptz + make_interval(days => $5), $6,
         CASE WHEN $6::timestamptz IS NULL THEN NULL ELSE 'customer' END, 'fixture'
         FROM repair_orders WHERE reference = $1`,
      [order, status, sentAt, version, validDays, decidedAt],
    );
  }
}
