/** The words of the reports screen (workshop spec 5: the owner's numbers). */
export const REPORTS_TEXT = {
  title: 'Reports',
  subtitle:
    'How the shop is doing: bookings, the workshop, turnaround, revenue, payments, sales tax, margin, the money held and due, and quotes.',
  loading: 'Loading the figures',
  loadFailed: 'The figures could not be loaded. Try again in a moment.',
  range: {
    legend: 'Date range',
    from: 'From',
    to: 'To',
    show: 'Show',
    today: 'Today',
    lastWeeks: 'Last 4 weeks',
    reversed: 'The To date is before the From date: choose a To date on or after it.',
    timeZone: (zone: string) => `Days and weeks in the shop's time (${zone}); weeks start on Monday.`,
  },
  summary: {
    title: 'In this range',
    bookings: 'Bookings made',
    finished: 'Repairs finished',
    median: 'Median turnaround',
    p90: '90th percentile',
    revenue: 'Revenue (picked up)',
    partsSpend: 'Parts spend',
    approval: 'Quote approval',
    stale: 'Unchanged 3+ days',
  },
  csv: 'Download CSV',
  /** The button's name: its visible label first, then what it downloads (WCAG 2.5.3). */
  csvLabel: (what: string) => `Download CSV of ${what}`,
  table: (what: string) => `${what}: table`,
  chart: (what: string) => `${what}: chart`,
  none: 'Nothing in this range.',
  /** How many papers or payments make a sum: '1 refund', '7 payments'. */
  count: (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`,
  day: 'Day',
  week: 'Week of',
  month: 'Month',
  total: 'Total',
  wholeRange: 'Whole range',
  bookings: {
    title: 'Bookings per day',
    about: 'Bookings made on each day, and how many of them were cancelled since.',
    bookings: 'Bookings',
    kept: 'Kept',
    cancelled: 'Cancelled since',
  },
  states: {
    title: 'Orders by state now',
    about: 'Every repair order by its state today, whatever the range.',
    state: 'State',
    orders: 'Orders',
  },
  turnaround: {
    title: 'Turnaround',
    about:
      'From check-in to the first time a repair is ready, for repairs first ready in the range; devices returned unrepaired (quote declined, or unrepairable) are not counted.',
    orders: 'Orders',
    median: 'Median',
    p90: '90th percentile',
    hours: 'Hours',
  },
  finished: {
    title: 'Repairs finished per week',
    about:
      'Repairs first ready each week (not devices returned unrepaired), and every order picked up with its revenue (after discounts) and parts spend.',
    finished: 'Finished',
    pickedUp: 'Picked up',
    revenue: 'Revenue',
    partsSpend: 'Parts spend',
  },
  quotes: {
    title: 'Quote approval',
    about:
      'Quotes customers approved or declined each week (by the day they answered) and the approval rate of those answered; quotes that expired unanswered are apart, not in the rate.',
    approved: 'Approved',
    declined: 'Declined',
    rate: 'Approval rate',
    expired: 'Expired',
  },
  stale: {
    title: 'Orders unchanged for 3 days or more',
    about: 'Open orders whose state has not changed for 3 days or more, longest first.',
    order: 'Order',
    device: 'Device',
    state: 'State',
    since: 'Unchanged since',
    days: 'Days',
    none: 'No open order has waited 3 days or more.',
  },
  revenue: {
    charges: 'Charges (picked up)',
    credits: 'Credit notes',
    payments: 'Payments',
    refunds: 'Refunds',
    received: 'Received',
  },
  revenueDay: {
    title: 'Revenue per day',
    about:
      'Two ways: what the orders picked up each day charged (after discounts, less the credit notes issued that day), and the money received that day (payments, deposits included, less refunds).',
  },
  revenueWeek: {
    title: 'Revenue per week',
    about:
      'The same two ways by week: charges of the orders picked up, and payments less refunds by the day they were taken.',
  },
  methods: {
    title: 'Payments by method',
    about:
      'The money taken in the range by method, as the cash-up counts a day: payments (deposits included), refunds given, and the net.',
    method: 'Method',
    payments: 'Payments',
    refunds: 'Refunds',
    net: 'Net',
    label: { cash: 'Cash', card: 'Card', other: 'Other' } as Record<string, string>,
  },
  tax: {
    title: 'Sales tax collected',
    about:
      "The sales tax on the receipts issued in the range, less what credit notes took back, by the day they were issued: what to file. Prices include the tax; the taxable amount is the receipts' taxable lines, tax included.",
    by: 'Count by',
    unit: { day: 'Day', week: 'Week', month: 'Month' },
    /** What the CSV of each count holds (its button's name goes on after 'Download CSV of'). */
    download: { day: 'sales tax by day', week: 'sales tax by week', month: 'sales tax by month' },
    taxable: 'Taxable',
    tax: 'Tax',
    credited: 'Credited tax',
  },
  margin: {
    title: 'Parts spend and margin per week',
    about:
      'For the orders picked up each week: what they charged (less the credit notes issued that week), what the parts used on them cost the shop, and the margin (charges − parts spend).',
    pickedUp: 'Picked up',
    charges: 'Charges',
    spend: 'Parts spend',
    margin: 'Margin',
  },
  held: {
    title: 'Deposits held now',
    about:
      'Money customers paid on orders still open (not picked up or cancelled), today, whatever the range.',
    order: 'Order',
    state: 'State',
    device: 'Device',
    paid: 'Paid',
    none: 'No open order holds money.',
  },
  due: {
    title: 'Due on orders ready for pickup',
    about: 'Every order ready for pickup now: its total, what was paid, and what is due at the hand-over.',
    order: 'Order',
    device: 'Device',
    since: 'Ready since',
    total: 'Total',
    paid: 'Paid',
    due: 'Due',
    none: 'No order is ready for pickup.',
  },
} as const;
