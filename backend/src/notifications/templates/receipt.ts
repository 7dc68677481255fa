import {
  composeMail,
  dollars,
  escapeHtml,
  factsBlock,
  type MailContext,
  type RenderedMail,
} from './layout.js';

/** What the receipt e-mail tells: the receipt's number and figures, and where to open it. */
export interface ReceiptMailData {
  customerName: string;
  number: string;
  reference: string;
  device: string;
  totalCents: number;
  taxCents: number;
  paidCents: number;
  dueCents: number;
  /** What the receipt says of a device returned without its repair (a declined quote, unrepairable). */
  unrepaired?: string | null;
  /** The receipt on the customer's tracking page (a link of its own), with its PDF. */
  receiptUrl: string;
}

/** The receipt issued at pickup: its figures and the link to open, print or download it. */
export function receiptMail(data: ReceiptMailData, ctx: MailContext): RenderedMail {
  const first = data.customerName.trim().split(/\s+/)[0];
  const table = factsBlock([
    ['Receipt', data.number],
    ['Reference', data.reference],
    ['Device', data.device],
    ['Total', dollars(data.totalCents)],
    ['Sales tax included', dollars(data.taxCents)],
    ['Paid', dollars(data.paidCents)],
    ['Balance', dollars(data.dueCents)],
  ]);
  const sentence = data.unrepaired
    ? `Thank you for your visit. Here is your receipt ${data.number} for your ${data.device}. ${data.unrepaired}`
    : `Thank you for your visit. Here is your receipt ${data.number} for the repair of your ${data.device}.`;
  return composeMail(
    {
      subject: `Your receipt ${data.number} from ${ctx.shop.name}`,
      title: `Receipt ${data.number}`,
      greeting: first ? `Hi ${first},` : 'Hello,',
      blocks: [
        { text: [sentence], html: `<p>${escapeHtml(sentence)}</p>` },
        table,
        {
          text: [`Open, print or download it: ${data.receiptUrl}`],
          html: `<p><a href="${escapeHtml(data.receiptUrl)}">Open your receipt</a> to print it or download the PDF (this link is yours: keep it to yourself).</p>`,
        },
      ],
    },
    ctx,
  );
}
