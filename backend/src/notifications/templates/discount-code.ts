import { composeMail, escapeHtml, type MailContext, type RenderedMail } from './layout.js';

export function discountCode(data: { firstName: string; code: string }, ctx: MailContext): RenderedMail {
  const book = `${ctx.publicUrl}/book-appointment`;
  return composeMail(
    {
      subject: `Your $10 OFF code for your first repair at ${ctx.shop.name}`,
      title: 'Your $10 OFF code',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        {
          text: [`Here is your discount code: ${data.code}`],
          html:
            `<p>Here is your discount code:</p>` +
            `<p style="font-size:24px;font-weight:bold;letter-spacing:2px">${escapeHtml(data.code)}</p>`,
        },
        {
          text: [
            'It takes $10 off your first repair at our shop. Enter it on the last step when you book online',
            `(${book}) or show it at the counter. It is for first-time customers, can be used once, and only with`,
            'the e-mail address it was sent to.',
          ],
          html:
            `<p>It takes $10 off your first repair. Enter it on the last step when you <a href="${escapeHtml(book)}">book online</a>, or show it at the counter. ` +
            `It is for first-time customers, can be used once, and only with the e-mail address it was sent to.</p>`,
        },
      ],
    },
    ctx,
  );
}
