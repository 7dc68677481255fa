import {
  customerPrice,
  dollars,
  escapeHtml,
  factsTable,
  lookupSentence,
  page,
  shopTime,
  signature,
  type MailContext,
  type RenderedMail,
} from './layout.js';

export interface BookingMailData {
  customerFirstName: string;
  reference: string;
  startsAt: Date;
  device: string;
  services: { name: string; priceCents: number }[];
  estimateCents: number;
  discountCents: number;
  durationMinutes: number;
}

/**
 * The estimate as the site's booking page shows it: by the shop's one display rule for prices, with
 * the first-repair discount named (a public offer) when the booking used it.
 */
export function estimateText(
  data: Pick<BookingMailData, 'estimateCents' | 'discountCents'>,
  ctx: MailContext,
): string {
  const discount =
    data.discountCents > 0 ? ` (after your ${dollars(data.discountCents)} first-repair discount)` : '';
  return `${customerPrice(data.estimateCents, ctx.shop)}${discount}`;
}

function duration(minutes: number): string {
  return minutes >= 1440 ? `about ${Math.round(minutes / 60)} hours` : `about ${minutes} minutes`;
}

export function bookingConfirmation(data: BookingMailData, ctx: MailContext): RenderedMail {
  const when = shopTime(data.startsAt, ctx.shop.timeZone);
  const subject = `Your repair appointment ${data.reference} on ${when}`;
  const serviceLines = data.services.map((s) => `- ${s.name}`);
  const text = [
    `Hi ${data.customerFirstName},`,
    '',
    `Thanks for booking with ${ctx.shop.name}. Your appointment is confirmed.`,
    '',
    `Reference: ${data.reference}`,
    `When: ${when}`,
    `Device: ${data.device}`,
    'Services:',
    ...serviceLines,
    `Estimated price: ${estimateText(data, ctx)}`,
    `Estimated time: ${duration(data.durationMinutes)}`,
    '',
    lookupSentence(ctx, data.reference).text,
    'The calendar file attached adds the appointment to your calendar.',
    '',
    signature(ctx).text,
  ].join('\n');
  const html = page(
    'Your repair appointment is confirmed',
    `<p>Hi ${escapeHtml(data.customerFirstName)},</p>` +
      `<p>Thanks for booking with ${escapeHtml(ctx.shop.name)}.</p>` +
      factsTable([
        ['Reference', data.reference],
        ['When', when],
        ['Device', data.device],
        ['Services', data.services.map((s) => s.name).join(', ')],
        ['Estimated price', estimateText(data, ctx)],
        ['Estimated time', duration(data.durationMinutes)],
      ]) +
      lookupSentence(ctx, data.reference).html +
      `<p>The attached calendar file adds the appointment to your calendar.</p>`,
    ctx,
  );
  return { subject, text, html };
}

export interface CancelledMailData extends Pick<
  BookingMailData,
  'customerFirstName' | 'reference' | 'startsAt'
> {
  /** The booking's discount code was given back: it can be used on the next booking. */
  discountReturned?: boolean;
}

const DISCOUNT_RETURNED = 'Your $10 first-repair discount code is yours again: use it on your next booking.';

export function bookingCancelled(data: CancelledMailData, ctx: MailContext): RenderedMail {
  const when = shopTime(data.startsAt, ctx.shop.timeZone);
  const subject = `Your repair appointment ${data.reference} is cancelled`;
  const text = [
    `Hi ${data.customerFirstName},`,
    '',
    `Your appointment ${data.reference} on ${when} is cancelled. The time is free for others again.`,
    ...(data.discountReturned ? [DISCOUNT_RETURNED] : []),
    `Need a repair after all? Book again at ${ctx.publicUrl}/book-appointment or call us at ${ctx.shop.phone}.`,
    '',
    signature(ctx).text,
  ].join('\n');
  const html = page(
    'Your appointment is cancelled',
    `<p>Hi ${escapeHtml(data.customerFirstName)},</p>` +
      `<p>Your appointment <strong>${escapeHtml(data.reference)}</strong> on ${escapeHtml(when)} is cancelled.</p>` +
      (data.discountReturned ? `<p>${escapeHtml(DISCOUNT_RETURNED)}</p>` : '') +
      `<p>Need a repair after all? <a href="${escapeHtml(`${ctx.publicUrl}/book-appointment`)}">Book again</a> or call us at ${escapeHtml(ctx.shop.phone)}.</p>`,
    ctx,
  );
  return { subject, text, html };
}
