import { escapeHtml, page, signature, type MailContext, type RenderedMail } from './layout.js';

export function discountCode(data: { firstName: string; code: string }, ctx: MailContext): RenderedMail {
  const subject = `Your $10 OFF code for your first repair at ${ctx.shop.name}`;
  const book = `${ctx.publicUrl}/book-appointment`;
  const text = [
    `Hi ${data.firstName},`,
    '',
    `Here is your discount code: ${data.code}`,
    '',
    'It takes $10 off your first repair at our shop. Enter it on the last step when you book online',
    `(${book}) or show it at the counter. It is for first-time customers, can be used once, and only with`,
    'the e-mail address it was sent to.',
    '',
    signature(ctx).text,
  ].join('\n');
  const html = page(
    'Your $10 OFF code',
    `<p>Hi ${escapeHtml(data.firstName)},</p>` +
      `<p>Here is your discount code:</p>` +
      `<p style="font-size:24px;font-weight:bold;letter-spacing:2px">${escapeHtml(data.code)}</p>` +
      `<p>It takes $10 off your first repair. Enter it on the last step when you <a href="${escapeHtml(book)}">book online</a>, or show it at the counter. ` +
      `It is for first-time customers, can be used once, and only with the e-mail address it was sent to.</p>`,
    ctx,
  );
  return { subject, text, html };
}
