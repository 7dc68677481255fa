import {
  composeMail,
  customerPrice,
  dollars,
  escapeHtml,
  factsBlock,
  lookupSentence,
  shopTime,
  type MailBlock,
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
  const price = customerPrice(data.estimateCents, ctx.shop);
  if (data.discountCents <= 0) return price;
  const discount = dollars(data.discountCents);
  return ctx.shop.customerPrices === 'shown'
    ? `${price} (after your ${discount} first-repair discount)`
    : `${price}; your ${discount} first-repair discount comes off it`;
}

function duration(minutes: number): string {
  return minutes >= 1440 ? `about ${Math.round(minutes / 60)} hours` : `about ${minutes} minutes`;
}

/**
 * The closing block of a booking e-mail: the look-up link, then what the attached calendar file
 * does (`calendar`: the text sentence and the HTML one).
 */
export function lookupBlock(
  ctx: MailContext,
  reference: string,
  calendar: { text: string; html: string },
): MailBlock {
  const lookup = lookupSentence(ctx, reference);
  return { text: [lookup.text, calendar.text], html: `${lookup.html}<p>${calendar.html}</p>` };
}

export function bookingConfirmation(data: BookingMailData, ctx: MailContext): RenderedMail {
  const when = shopTime(data.startsAt, ctx.shop.timeZone);
  const rows: [string, string][] = [
    ['Reference', data.reference],
    ['When', when],
    ['Device', data.device],
    ['Services', data.services.map((s) => s.name).join(', ')],
    ['Estimated price', estimateText(data, ctx)],
    ['Estimated time', duration(data.durationMinutes)],
  ];
  // The text lists the services one a line.
  const text = rows.flatMap(([k, v]) =>
    k === 'Services' ? ['Services:', ...data.services.map((s) => `- ${s.name}`)] : [`${k}: ${v}`],
  );
  return composeMail(
    {
      subject: `Your repair appointment ${data.reference} on ${when}`,
      title: 'Your repair appointment is confirmed',
      greeting: `Hi ${data.customerFirstName},`,
      blocks: [
        {
          text: [`Thanks for booking with ${ctx.shop.name}. Your appointment is confirmed.`],
          html: `<p>Thanks for booking with ${escapeHtml(ctx.shop.name)}.</p>`,
        },
        factsBlock(rows, text),
        lookupBlock(ctx, data.reference, {
          text: 'The calendar file attached adds the appointment to your calendar.',
          html: 'The attached calendar file adds the appointment to your calendar.',
        }),
      ],
    },
    ctx,
  );
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
  const book = `${ctx.publicUrl}/book-appointment`;
  return composeMail(
    {
      subject: `Your repair appointment ${data.reference} is cancelled`,
      title: 'Your appointment is cancelled',
      greeting: `Hi ${data.customerFirstName},`,
      blocks: [
        {
          text: [
            `Your appointment ${data.reference} on ${when} is cancelled. The time is free for others again.`,
            ...(data.discountReturned ? [DISCOUNT_RETURNED] : []),
            `Need a repair after all? Book again at ${book} or call us at ${ctx.shop.phone}.`,
          ],
          html:
            `<p>Your appointment <strong>${escapeHtml(data.reference)}</strong> on ${escapeHtml(when)} is cancelled.</p>` +
            (data.discountReturned ? `<p>${escapeHtml(DISCOUNT_RETURNED)}</p>` : '') +
            `<p>Need a repair after all? <a href="${escapeHtml(book)}">Book again</a> or call us at ${escapeHtml(ctx.shop.phone)}.</p>`,
        },
      ],
    },
    ctx,
  );
}
