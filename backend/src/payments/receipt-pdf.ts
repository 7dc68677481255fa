import PDFDocument from 'pdfkit';
import { formatUsd } from '../common/money/money.js';
import type { ReceiptDto } from './dto/receipt.dto.js';
import { RECEIPT_SIGNATURE_WORDS, type ReceiptSignatureBlock } from './receipt-signatures.js';

const METHOD = { cash: 'Cash', card: 'Card', other: 'Other' } as Record<string, string>;
const KIND = { service: 'Service', labour: 'Labour', part: 'Part' } as Record<string, string>;

/**
 * A receipt or credit note as a PDF (US Letter, the standard Helvetica fonts, no files to load):
 * the same content as its page, in the same order and the same words: each line with its kind,
 * quantity and amount, the tax with its taxable base, each payment, dates as "Mar 3, 2026"; then
 * the customer's signatures of the order (intake and hand-over: the strokes, the name, the time in
 * shop time, the terms version), and a line saying when one is missing: the blocks its page shows
 * (receipt-signatures.ts).
 */
export function receiptPdf(
  r: ReceiptDto,
  timeZone: string,
  signatures: readonly ReceiptSignatureBlock[] = [],
): Promise<Buffer> {
  // The standard fonts are WinAnsi: the narrow no-break space Intl puts before "PM" is a space here.
  const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
  const day = (iso: string) =>
    plain(new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium' }).format(new Date(iso)));
  const dateTime = (iso: string) =>
    plain(
      new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    );
  // A calendar day (a warranty's last day) as people read it, the same on the receipt's page.
  const calendarDay = (ymd: string) =>
    plain(
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(
        new Date(`${ymd}T00:00:00Z`),
      ),
    );
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${title(r)} ${r.number}`, Author: r.shop.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountX = left + width - 90;
  const qtyX = amountX - 50;

  doc.font('Helvetica-Bold').fontSize(18).text(r.shop.name, left, doc.y);
  doc.font('Helvetica').fontSize(9).fillColor('#333');
  doc.text(r.shop.address ?? '').text(`${r.shop.phone} · ${r.shop.email}`);
  doc.moveDown(1.2).fillColor('#000');
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`${title(r)} ${r.number}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Issued ${dateTime(r.issuedAt)}`);
  if (r.creditOf) doc.text(`Corrects receipt ${r.creditOf}: ${r.creditReason ?? ''}`);
  doc.moveDown(0.6);
  doc.text(`Customer: ${r.customer.name}${r.customer.phone ? `, ${r.customer.phone}` : ''}`);
  doc.text(`Repair ${r.reference}: ${r.device}`);
  if (r.unrepaired) doc.moveDown(0.4).font('Helvetica-Bold').text(r.unrepaired).font('Helvetica');
  doc.moveDown(0.8);

  /** A row: its words, its quantity (lines only) and its amount. */
  const row = (
    label: string,
    amount: string,
    { bold = false, qty }: { bold?: boolean; qty?: string } = {},
  ) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, left, y, { width: qtyX - left - 10 });
    const after = doc.y;
    if (qty !== undefined) doc.text(qty, qtyX, y, { width: 40, align: 'right' });
    doc.text(amount, amountX, y, { width: 90, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  row('Item', 'Amount', { bold: true, qty: 'Qty' });
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#999')
    .stroke();
  doc.moveDown(0.3);
  for (const l of r.lines) {
    const detail = [
      `${KIND[l.kind] ?? l.kind}${l.taxable ? ', taxable' : ''}`,
      ...(l.quantity > 1 ? [`${formatUsd(l.unitPriceCents)} each`] : []),
      ...(l.warrantyEndsOn ? [`warranty until ${calendarDay(l.warrantyEndsOn)}`] : []),
    ].join(' · ');
    row(`${l.description}\n${detail}`, formatUsd(l.totalCents), { qty: String(l.quantity) });
  }
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  row('Subtotal', formatUsd(r.subtotalCents));
  if (r.discountCents) row('Discount', formatUsd(-r.discountCents));
  row('Total', formatUsd(r.totalCents), { bold: true });
  row(
    `Sales tax included (${r.tax.ratePercent}% of ${formatUsd(r.tax.taxableCents)} taxable)`,
    formatUsd(r.tax.taxCents),
  );
  doc.moveDown(0.5);
  for (const p of r.payments)
    row(
      `${p.amountCents < 0 ? 'Refund' : p.deposit ? 'Deposit' : 'Payment'} · ${METHOD[p.method] ?? p.method} · ${day(p.at)}${p.note ? ` · ${p.note}` : ''}`,
      formatUsd(p.amountCents),
    );
  if (r.kind === 'receipt') {
    row('Paid', formatUsd(r.paidCents));
    row(r.dueCents > 0 ? 'Balance due' : 'Balance', formatUsd(r.dueCents), { bold: true });
  }
  if (r.kind === 'receipt') signaturesSection(doc, signatures, { left, width, dateTime });
  doc.moveDown(1.2).font('Helvetica').fontSize(8).fillColor('#333');
  for (const term of r.terms) doc.text(term, left, doc.y, { width });
  doc.end();
  return done;
}

function title(r: ReceiptDto): string {
  return r.kind === 'credit_note' ? 'Credit note' : r.dueCents > 0 ? 'Invoice' : 'Receipt';
}

/** The order's signatures (the blocks its page shows too): strokes, name, time, terms version, the hash's start. */
function signaturesSection(
  doc: PDFKit.PDFDocument,
  blocks: readonly ReceiptSignatureBlock[],
  at: { left: number; width: number; dateTime: (iso: string) => string },
): void {
  doc
    .moveDown(1.2)
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000')
    .text(RECEIPT_SIGNATURE_WORDS.heading, at.left, doc.y);
  doc.font('Helvetica').fontSize(9);
  const boxWidth = (at.width - 20) / 2;
  const boxHeight = 60;
  const top = doc.y + 4;
  let bottom = top;
  blocks.forEach((block, i) => {
    const x = at.left + i * (boxWidth + 20);
    const s = block.signed;
    doc.font('Helvetica-Bold').fontSize(9).text(block.title, x, top, { width: boxWidth });
    let y = doc.y + 2;
    doc.font('Helvetica').fontSize(9);
    if (!s) {
      doc.text(block.missing ?? '', x, y, { width: boxWidth });
    } else {
      if (s.image) {
        doc.image(s.image, x, y, { fit: [boxWidth, boxHeight] });
        y += boxHeight + 2;
      } else {
        doc.text(s.imageErased ?? '', x, y, { width: boxWidth });
        y = doc.y + 2;
      }
      doc
        .moveTo(x, y)
        .lineTo(x + boxWidth, y)
        .strokeColor('#999')
        .stroke();
      doc.text(`${s.name} · ${at.dateTime(s.signedAt.toISOString())}`, x, y + 3, { width: boxWidth });
      doc.fontSize(7).fillColor('#555');
      doc.text(s.detail, x, doc.y, { width: boxWidth });
      doc.fillColor('#000');
    }
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom;
  doc.x = at.left;
}
