import { estimateText, lookupBlock, type BookingMailData } from './booking-confirmation.js';
import {
  bookingLink,
  composeMail,
  escapeHtml,
  factsBlock,
  mapsUrl,
  shopTime,
  type MailBlock,
  type MailContext,
  type RenderedMail,
} from './layout.js';

/** A booking moved to another slot: the new time (and the old one), with a new calendar file. */
export interface RescheduledMailData extends BookingMailData {
  previousStartsAt: Date;
}

/** The facts of a booking at `when`; `more` adds text lines after them. */
function facts(data: BookingMailData, when: string, ctx: MailContext, more: string[] = []): MailBlock {
  const rows: [string, string][] = [
    ['Reference', data.reference],
    ['When', when],
    ['Where', ctx.shop.address],
    ['Device', data.device],
    ['Services', data.services.map((s) => s.name).join(', ')],
    ['Estimated price', estimateText(data, ctx)],
  ];
  return factsBlock(rows, [...rows.map(([k, v]) => `${k}: ${v}`), ...more]);
}

export function bookingRescheduled(data: RescheduledMailData, ctx: MailContext): RenderedMail {
  const when = shopTime(data.startsAt, ctx.shop.timeZone);
  const before = shopTime(data.previousStartsAt, ctx.shop.timeZone);
  return composeMail(
    {
      subject: `Your repair appointment ${data.reference} is moved to ${when}`,
      title: 'Your appointment is moved',
      greeting: `Hi ${data.customerFirstName},`,
      blocks: [
        {
          text: [
            `Your appointment ${data.reference} is moved from ${before} to ${when}. The earlier time is free for others.`,
          ],
          html: `<p>Your appointment <strong>${escapeHtml(data.reference)}</strong> is moved from ${escapeHtml(before)} to <strong>${escapeHtml(when)}</strong>.</p>`,
        },
        facts(data, when, ctx),
        lookupBlock(ctx, data.reference, {
          text: 'The calendar file attached replaces the one you had: your calendar shows the new time.',
          html: 'The attached calendar file replaces the one you had.',
        }),
      ],
    },
    ctx,
  );
}

export function bookingReminder(data: BookingMailData, ctx: MailContext): RenderedMail {
  const when = shopTime(data.startsAt, ctx.shop.timeZone);
  const links = {
    lookup: bookingLink(ctx, data.reference),
    reschedule: bookingLink(ctx, data.reference, 'reschedule'),
    cancel: bookingLink(ctx, data.reference, 'cancel'),
  };
  return composeMail(
    {
      subject: `Reminder: your repair appointment ${data.reference} is tomorrow, ${when}`,
      title: 'See you tomorrow',
      greeting: `Hi ${data.customerFirstName},`,
      blocks: [
        {
          text: [`A reminder that we expect you and your ${data.device} tomorrow.`],
          html: `<p>A reminder that we expect you and your ${escapeHtml(data.device)} tomorrow.</p>`,
        },
        facts(data, when, ctx, [`Map: ${mapsUrl(ctx.shop.address)}`]),
        {
          text: [
            `Look up your booking: ${links.lookup}`,
            `Need another time? Move it: ${links.reschedule}`,
            `Can't come? Cancel it: ${links.cancel}`,
          ],
          html:
            `<p><a href="${escapeHtml(links.lookup)}">Look up your booking</a> · ` +
            `<a href="${escapeHtml(links.reschedule)}">Move it to another time</a> · ` +
            `<a href="${escapeHtml(links.cancel)}">Cancel it</a></p>`,
        },
      ],
    },
    ctx,
  );
}
