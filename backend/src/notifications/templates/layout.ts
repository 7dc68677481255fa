import type { ShopFacts } from '../../config/app-config.js';
import { formatUsd } from '../../common/money/money.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  shop: ShopFacts;
  publicUrl: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** An amount in an e-mail (the money module's one format). */
export const dollars = formatUsd;

/** An e-mail's words for a price the shop does not show yet (the site's badge says '$ Soon'). */
export const PRICE_AT_CHECK_IN = 'confirmed at check-in, before any work';

/**
 * A price as customers see it in e-mails, following the site (spec 9): Free when 0, the amount when
 * the shop shows prices (shop.config.json `customerPrices`), otherwise a sentence: the site's
 * '$ Soon' badge reads as a typo in a line of text (issue 32 item 9).
 */
export function customerPrice(cents: number, shop: ShopFacts): string {
  if (cents === 0) return 'Free';
  return shop.customerPrices === 'shown' ? dollars(cents) : PRICE_AT_CHECK_IN;
}

/** What a link from an e-mail to the look-up page opens once the booking is found. */
export type BookingAction = 'reschedule' | 'cancel';

/**
 * The look-up page with the reference filled in (the site's paths.booking.href writes the same
 * `reference` parameter), and optionally what to open once the customer has given their e-mail.
 */
export function bookingLink(ctx: MailContext, reference: string, action?: BookingAction): string {
  const query = new URLSearchParams({ reference, ...(action ? { action } : {}) });
  return `${ctx.publicUrl}/booking?${query.toString()}`;
}

/** The sentence of the booking e-mails that leads to the look-up page, as text and HTML. */
export function lookupSentence(ctx: MailContext, reference: string): { text: string; html: string } {
  const link = bookingLink(ctx, reference);
  return {
    text: `To look up, move or cancel your booking, go to ${link} and enter your e-mail address.`,
    html: `<p><a href="${escapeHtml(link)}">Look up, move or cancel your booking</a> with your e-mail address.</p>`,
  };
}

/** "Tuesday, March 10, 2026 at 2:30 PM CDT", in the shop's time zone. */
export function shopTime(date: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
  return `${day} at ${time}`;
}

/** The shop's signature: name, phone, e-mail and address with a maps link, as text and HTML. */
export function signature(ctx: MailContext): { text: string; html: string } {
  const { shop } = ctx;
  return {
    text: [
      `${shop.name}`,
      `${shop.address}`,
      `Map: ${mapsUrl(shop.address)}`,
      `Phone: ${shop.phone}`,
      `E-mail: ${shop.email}`,
      ctx.publicUrl,
    ].join('\n'),
    html:
      `<p style="color:#555;font-size:14px">${escapeHtml(shop.name)}<br>` +
      `<a href="${escapeHtml(mapsUrl(shop.address))}">${escapeHtml(shop.address)}</a><br>` +
      `Phone: <a href="tel:${escapeHtml(shop.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(shop.phone)}</a><br>` +
      `E-mail: <a href="mailto:${escapeHtml(shop.email)}">${escapeHtml(shop.email)}</a></p>`,
  };
}

/** A part of an e-mail: its lines in the text version and its HTML. */
export interface MailBlock {
  text: readonly string[];
  html: string;
}

/**
 * The one shape of the shop's e-mails: a greeting, blocks, the shop's signature. The text version
 * puts a blank line between them; the HTML one is a page() with the title as its heading.
 */
export function composeMail(
  mail: { subject: string; title: string; greeting: string; blocks: readonly MailBlock[] },
  ctx: MailContext,
): RenderedMail {
  const text = [
    mail.greeting,
    ...mail.blocks.flatMap((block) => ['', ...block.text]),
    '',
    signature(ctx).text,
  ];
  const html = `<p>${escapeHtml(mail.greeting)}</p>${mail.blocks.map((block) => block.html).join('')}`;
  return { subject: mail.subject, text: text.join('\n'), html: page(mail.title, html, ctx) };
}

/** Label and value rows (reference, when, device …): `Label: value` lines and a table. */
export function factsBlock(
  rows: readonly (readonly [string, string])[],
  text: readonly string[] = rows.map(([k, v]) => `${k}: ${v}`),
): MailBlock {
  return { text, html: factsTable(rows) };
}

/** Label and value rows of an e-mail (reference, when, device …) as an HTML table. */
export function factsTable(rows: readonly (readonly [string, string])[]): string {
  return (
    `<table role="presentation" style="border-collapse:collapse">` +
    rows
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
      )
      .join('') +
    `</table>`
  );
}

/** Wraps HTML paragraphs in a plain, accessible e-mail page. */
export function page(title: string, body: string, ctx: MailContext): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a;max-width:600px;margin:auto;padding:16px">` +
    `<h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}${signature(ctx).html}</body></html>`
  );
}
