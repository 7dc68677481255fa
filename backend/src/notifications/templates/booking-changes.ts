import { estimateText, type BookingMailData } from './booking-confirmation.js';
import {
  bookingLink,
  escapeHtml,
  factsTable,
  lookupSentence,
  mapsUrl,
  page,
  shopTime,
  signature,
  type MailContext,
  type RenderedMail,
} from './layout.js';

/** A booking moved to another slot: the new time (and the old one), with a new calendar file. */
export interface RescheduledMailData extends BookingMailData {
  previousStartsAt: Date;
}

function facts(data: BookingMailData, when: string, ctx: MailContext): [string, string][] {
  return [
    ['Reference', data.reference],
    ['When', when],
    ['Where', ctx.shop.address],
    ['Device', data.device],
    ['Services', data.services.map((s) => s.name).join(', ')],
    ['Estimated price', estimateText(data, ctx)],
  ];
}

function factsText(rows: [string, string][]): string[] {
  return rows.map(([k, v]) => `${k}: ${v}`);
}

export function bookingRescheduled(data: RescheduledMailData, ctx: MailContext): RenderedMail {
  const when = shopTime(data.startsAt, ctx.shop.timeZone);
  const before = shopTime(data.previousStartsAt, ctx.shop.timeZone);
  const rows = facts(data, when, ctx);
  const subject = `Your repair appointment ${data.reference} is moved to ${when}`;
  const text = [
    `Hi ${data.customerFirstName},`,
    '',
    `Your appointment ${data.reference} is moved from ${before} to ${when}. The earlier time is free for others.`,
    '',
    ...factsText(rows),
    '',
    lookupSentence(ctx, data.reference).text,
    'The calendar file attached replaces the one you had: your calendar shows the new time.',
    '',
    signature(ctx).text,
  ].join('\n');
  const html = page(
    'Your appointment is moved',
    `<p>Hi ${escapeHtml(data.customerFirstName)},</p>` +
      `<p>Your appointment <strong>${escapeHtml(data.reference)}</strong> is moved from ${escapeHtml(before)} to <strong>${escapeHtml(when)}</strong>.</p>` +
      factsTable(rows) +
      lookupSentence(ctx, data.reference).html +
      `<p>The attached calendar file replaces the one you had.</p>`,
    ctx,
  );
  return { subject, text, html };
}

export function bookingReminder(data: BookingMailData, ctx: MailContext): RenderedMail {
  const when = shopTime(data.startsAt, ctx.shop.timeZone);
  const rows = facts(data, when, ctx);
  const links = {
    lookup: bookingLink(ctx, data.reference),
    reschedule: bookingLink(ctx, data.reference, 'reschedule'),
    cancel: bookingLink(ctx, data.reference, 'cancel'),
  };
  const subject = `Reminder: your repair appointment ${data.reference} is tomorrow, ${when}`;
  const text = [
    `Hi ${data.customerFirstName},`,
    '',
    `A reminder that we expect you and your ${data.device} tomorrow.`,
    '',
    ...factsText(rows),
    `Map: ${mapsUrl(ctx.shop.address)}`,
    '',
    `Look up your booking: ${links.lookup}`,
    `Need another time? Move it: ${links.reschedule}`,
    `Can't come? Cancel it: ${links.cancel}`,
    '',
    signature(ctx).text,
  ].join('\n');
  const html = page(
    'See you tomorrow',
    `<p>Hi ${escapeHtml(data.customerFirstName)},</p>` +
      `<p>A reminder that we expect you and your ${escapeHtml(data.device)} tomorrow.</p>` +
      factsTable(rows) +
      `<p><a href="${escapeHtml(links.lookup)}">Look up your booking</a> · ` +
      `<a href="${escapeHtml(links.reschedule)}">Move it to another time</a> · ` +
      `<a href="${escapeHtml(links.cancel)}">Cancel it</a></p>`,
    ctx,
  );
  return { subject, text, html };
}
