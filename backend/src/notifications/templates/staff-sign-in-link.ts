import type { SignInLinkMail } from '../../auth/sign-in-link-mailer.js';
import { composeMail, escapeHtml, shopTime, type MailContext, type RenderedMail } from './layout.js';

export type StaffSignInLinkData = SignInLinkMail;

/** A one-time link to a staff account (issue 41): the person sets their own password and is signed in. */
export function staffSignInLink(data: StaffSignInLinkData, ctx: MailContext): RenderedMail {
  const until = shopTime(data.expiresAt, ctx.shop.timeZone);
  return composeMail(
    {
      subject: `Your staff account at ${ctx.shop.name}`,
      title: 'Set your password',
      greeting: `Hi ${data.name},`,
      blocks: [
        {
          text: [
            `You have a staff account at ${ctx.shop.name}. Your username is ${data.username}.`,
            `Open this link to choose your own password; you are then signed in:`,
            data.link,
          ],
          html:
            `<p>You have a staff account at ${escapeHtml(ctx.shop.name)}. Your username is <strong>${escapeHtml(data.username)}</strong>.</p>` +
            `<p><a href="${escapeHtml(data.link)}">Choose your password</a>; you are then signed in.</p>`,
        },
        {
          text: [
            `The link works once, until ${until}. If it has expired, ask the owner for a new one.`,
            'If you did not expect this e-mail, ignore it.',
          ],
          html:
            `<p>The link works once, until ${escapeHtml(until)}. If it has expired, ask the owner for a new one.</p>` +
            `<p>If you did not expect this e-mail, ignore it.</p>`,
        },
      ],
    },
    ctx,
  );
}
