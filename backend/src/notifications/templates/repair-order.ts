import {
  composeMail,
  dollars,
  escapeHtml,
  factsBlock,
  type MailContext,
  type RenderedMail,
} from './layout.js';

/** What the workshop's e-mails tell: the order, and the tracking link minted for this e-mail. */
export interface RepairMailData {
  customerName: string;
  reference: string;
  device: string;
  services: string[];
  trackingUrl: string;
  /**
   * The quote a quote-ready e-mail announces: what the customer pays (`totalCents`), its lines' sum
   * and the first-repair discount taken off (the quote's money, quote-views.ts).
   */
  quote?: {
    version: number;
    subtotalCents: number;
    discountCents: number;
    totalCents: number;
    expiresAt: Date;
  };
  /** The deposit asked for before the work (a quote e-mail): asked, paid so far, still to pay. */
  deposit?: { requestedCents: number; paidCents: number; dueCents: number };
  /** A device ready to go back without its repair: the customer declined the quote, or it is unrepairable. */
  unrepaired?: 'quote_declined' | 'unrepairable';
  /** The order's money (ready for pickup): total, paid so far, due at pickup. */
  money?: { totalCents: number; paidCents: number; dueCents: number };
}

/** Total, paid and due, as the ready e-mail tells them. */
function moneyBlock(money: NonNullable<RepairMailData['money']>): { text: string[]; html: string } {
  const rows = factsBlock([
    ['Total', dollars(money.totalCents)],
    ['Paid', dollars(money.paidCents)],
    ['Due at pickup', dollars(Math.max(0, money.dueCents))],
  ]);
  return { text: ['Your bill:', ...rows.text], html: `<p>Your bill:</p>${rows.html}` };
}

function greeting(data: RepairMailData): string {
  const first = data.customerName.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hello,';
}

function trackingSentence(data: RepairMailData): { text: string; html: string } {
  return {
    text: `Follow your repair at ${data.trackingUrl}`,
    html: `<p><a href="${escapeHtml(data.trackingUrl)}">Follow your repair</a> (this link is yours: keep it to yourself).</p>`,
  };
}

function facts(data: RepairMailData): [string, string][] {
  return [
    ['Reference', data.reference],
    ['Device', data.device],
    ['Services', data.services.join(', ')],
  ];
}

/**
 * One workshop e-mail: the greeting, its sentences, a table of facts, the tracking link and the
 * shop's signature, as text and HTML alike.
 */
function repairMail(
  data: RepairMailData,
  ctx: MailContext,
  mail: {
    subject: string;
    title: string;
    sentences: string[];
    tableTitle?: string;
    rows: (readonly [string, string])[];
    /** Blocks after the tracking link. */
    closing?: { text: string[]; html: string }[];
  },
): RenderedMail {
  const tracking = trackingSentence(data);
  const table = factsBlock(mail.rows);
  return composeMail(
    {
      subject: mail.subject,
      title: mail.title,
      greeting: greeting(data),
      blocks: [
        {
          text: mail.sentences,
          html: mail.sentences.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join(''),
        },
        mail.tableTitle
          ? {
              text: [mail.tableTitle, ...table.text],
              html: `<p>${escapeHtml(mail.tableTitle)}</p>${table.html}`,
            }
          : table,
        { text: [tracking.text], html: tracking.html },
        ...(mail.closing ?? []),
      ],
    },
    ctx,
  );
}

/** The check-in receipt: the reference and the tracking link. */
export function repairCheckedIn(data: RepairMailData, ctx: MailContext): RenderedMail {
  return repairMail(data, ctx, {
    subject: `We have your ${data.device}: repair ${data.reference}`,
    title: 'Your device is checked in',
    sentences: [`Your ${data.device} is checked in for repair. Your reference is ${data.reference}.`],
    rows: facts(data),
  });
}

/** The tracking link sent again at the customer's request (staff press it on the order page). */
export function repairTrackingLink(data: RepairMailData, ctx: MailContext): RenderedMail {
  return repairMail(data, ctx, {
    subject: `Follow your repair ${data.reference}: your tracking link`,
    title: 'Your tracking link',
    sentences: [
      `As asked, here is the link to follow the repair of your ${data.device} (${data.reference}).`,
    ],
    rows: facts(data),
  });
}

/** Ready for pickup: the shop's hours and address, and the tracking link. */
export function repairReady(data: RepairMailData, ctx: MailContext): RenderedMail {
  if (data.unrepaired) return readyForReturn(data, data.unrepaired, ctx);
  return repairMail(data, ctx, {
    subject: `Your ${data.device} is ready for pickup (${data.reference})`,
    title: 'Your device is ready for pickup',
    sentences: [
      `Your ${data.device} (${data.reference}) is ready for pickup at ${ctx.shop.address}.`,
      'Please bring your reference; we confirm it with the last 4 digits of your phone number.',
    ],
    tableTitle: 'Opening hours:',
    rows: ctx.shop.hours.map((h) => [h.days, h.hours] as const),
    closing: [
      ...(data.money ? [moneyBlock(data.money)] : []),
      ...(ctx.shop.reviewUrl ? [reviewRequest(ctx.shop.reviewUrl)] : []),
    ],
  });
}

/**
 * Ready for return without its repair (workshop spec 3: a declined quote leaves the device "for
 * return, diagnostic only"; spec 1: an unrepairable device goes ready for return): said plainly,
 * with the diagnostic as the bill, and no request for a review of a repair that was not made.
 */
function readyForReturn(
  data: RepairMailData,
  why: NonNullable<RepairMailData['unrepaired']>,
  ctx: MailContext,
): RenderedMail {
  const reason =
    why === 'quote_declined'
      ? `You declined the quote for your ${data.device} (${data.reference}), so we have not repaired it.`
      : `We could not repair your ${data.device} (${data.reference}).`;
  return repairMail(data, ctx, {
    subject: `Your ${data.device} is ready to collect, unrepaired (${data.reference})`,
    title:
      why === 'quote_declined'
        ? 'Quote declined: your device is ready to collect'
        : 'Your device is ready to collect',
    sentences: [
      reason,
      `It is ready for return, unrepaired, at ${ctx.shop.address}; only the diagnostic is charged.`,
      'Please bring your reference; we confirm it with the last 4 digits of your phone number.',
    ],
    tableTitle: 'Opening hours:',
    rows: ctx.shop.hours.map((h) => [h.days, h.hours] as const),
    closing: data.money ? [moneyBlock(data.money)] : [],
  });
}

/**
 * The request for a review, when the shop has a review page (SHOP_REVIEW_URL): the same words
 * to every customer, never only to those thought happy (review sites' rules and consumer law
 * forbid asking selectively).
 */
function reviewRequest(reviewUrl: string): { text: string[]; html: string } {
  const ask = 'Once you have your device back, tell others how your repair went:';
  return {
    text: [`${ask} ${reviewUrl}`],
    html: `<p>${escapeHtml(ask)} <a href="${escapeHtml(reviewUrl)}">write a review</a>.</p>`,
  };
}

/** A quote to approve: its version, total and expiry, and the link where the customer decides. */
export function repairQuote(data: RepairMailData, ctx: MailContext): RenderedMail {
  const quote = data.quote!;
  const total = dollars(quote.totalCents);
  // The one figure the customer pays, with the discount as a line of its own (never two totals).
  const discount = quote.discountCents;
  const discounted = discount > 0;
  const expiresOn = new Intl.DateTimeFormat('en-US', {
    timeZone: ctx.shop.timeZone,
    dateStyle: 'long',
  }).format(quote.expiresAt);
  return repairMail(data, ctx, {
    subject: `Your repair quote for ${data.device} (${data.reference})`,
    title: 'Your repair quote is ready',
    sentences: [
      discounted
        ? `Your quote for the ${data.device} (${data.reference}) is ready: ${total}, with your first-repair discount of ${dollars(discount)} taken off.`
        : `Your quote for the ${data.device} (${data.reference}) is ready: ${total}.`,
      `Please approve or decline it on your tracking page by ${expiresOn}. We start the repair once you approve.`,
      ...(data.deposit ? [depositSentence(data.deposit)] : []),
    ],
    rows: [
      ...facts(data),
      ...(discounted
        ? ([
            ['Repair', dollars(quote.subtotalCents)],
            ['First-repair discount', `−${dollars(discount)}`],
          ] as const)
        : []),
      ['Quote', `Version ${quote.version}, ${total}`],
      ['Valid until', expiresOn],
      ...(data.deposit ? [['Deposit asked', dollars(data.deposit.requestedCents)] as const] : []),
    ],
  });
}

/** The deposit asked for before the work, and what of it is still to pay. */
function depositSentence(deposit: NonNullable<RepairMailData['deposit']>): string {
  const asked = `We ask for a deposit of ${dollars(deposit.requestedCents)} before we start the repair`;
  if (deposit.dueCents === 0) return `${asked}; it is paid, thank you.`;
  if (deposit.paidCents > 0)
    return `${asked}: ${dollars(deposit.paidCents)} is paid, ${dollars(deposit.dueCents)} is still to pay.`;
  return `${asked}: you can pay it at the shop.`;
}
