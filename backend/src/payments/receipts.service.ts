import {
  Inject,
  Injectable,
  NotFoundException,
  Optional,
  UnprocessableEntityException,
} from '@nestjs/common';
import { shopDay } from '../appointments/shop-days.js';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { formatUsd, lineTotalCents, sumCents } from '../common/money/money.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import {
  deviceLabel,
  type RepairOrderRecord,
  unrepairedReturn,
  warrantyEnd,
} from '../repair-order/repair-order.js';
import { RepairOrderRepository } from '../workshop/repair-order.repository.js';
import { TrackingTokens } from '../workshop/tracking-tokens.js';
import type { CreditNoteDto } from './dto/credit-note.dto.js';
import type { ReceiptSummaryDto } from './dto/receipt-summary.dto.js';
import type { ReceiptDto } from './dto/receipt.dto.js';
import type { ReceiptSignatureDto } from './dto/receipt-signature.dto.js';
import { PaymentsRepository } from './payments.repository.js';
import {
  creditNoteTax,
  isTaxableLine,
  RECEIPT_TERMS,
  receiptTax,
  unrepairedReceipt,
  type ReceiptBody,
} from './receipt-body.js';
import { receiptPdf } from './receipt-pdf.js';
import { receiptSignatureBlocks, type ReceiptSignatureBlock } from './receipt-signatures.js';
import { ReceiptsRepository, type ReceiptRecord } from './receipts.repository.js';
import { Metrics } from '../common/metrics/metrics.js';
import { SignaturesService } from '../intake/signatures.service.js';

export const RECEIPT_NOT_FOUND = 'Receipt not found';

/** Who reads a receipt: staff see everything; the customer (tracking page) not staff names nor full contact. */
export type ReceiptAudience = { kind: 'staff' } | { kind: 'customer'; token: string };

/**
 * Receipts and credit notes (counter spec 3): issued at pickup in the pickup's transaction, with
 * the next number of the year; frozen once issued; e-mailed through the outbox with a link to the
 * tracking page; printed from their page and downloaded as PDF.
 */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly receipts: ReceiptsRepository,
    private readonly payments: PaymentsRepository,
    private readonly tokens: TrackingTokens,
    private readonly orders: RepairOrderRepository,
    private readonly notifications: NotificationsService,
    private readonly signatures: SignaturesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /** The receipt of an order just picked up (the life cycle's pickup, in its transaction). */
  async issueAtPickup(order: RepairOrderRecord, issuedBy: string): Promise<ReceiptRecord> {
    this.metrics?.receipts.inc();
    const now = this.clock.now();
    const { shop } = this.config;
    const pickedUpAt = order.pickedUpAt ?? now;
    const lines = order.charges.map((c) => ({
      kind: c.kind,
      description: c.description,
      quantity: c.quantity,
      unitPriceCents: c.unitPriceCents,
      totalCents: lineTotalCents(c),
      taxable: isTaxableLine(c.kind, shop.salesTax.partsTaxable),
      warrantyEndsOn:
        c.kind === 'service' && c.warrantyDays > 0
          ? warrantyEnd(pickedUpAt, c.warrantyDays, shop.timeZone)
          : null,
    }));
    const tax = receiptTax(lines, order.discountCents, shop.salesTax);
    const payments = await this.payments.ofOrder(order.id);
    // A declined quote or an unrepairable device: the receipt says the device goes back unrepaired.
    const why = unrepairedReturn(await this.orders.readyFrom(order.id));
    const unrepaired = why ? unrepairedReceipt(why) : null;
    const body: ReceiptBody = {
      shop: { name: shop.name, address: shop.address, phone: shop.phone, email: shop.email },
      order: {
        reference: order.reference,
        device: deviceLabel(order.device),
        pickedUpAt: pickedUpAt.toISOString(),
      },
      lines,
      subtotalCents: sumCents(lines.map((l) => l.totalCents)),
      discountCents: order.discountCents,
      totalCents: order.totalCostCents,
      tax: { ratePercent: shop.salesTax.ratePercent, ...tax, included: true },
      payments: payments.map((p) => ({
        at: p.takenAt.toISOString(),
        method: p.method,
        amountCents: p.amountCents,
        deposit: p.deposit,
        note: p.reason ?? p.note,
      })),
      paidCents: order.paidCents,
      dueCents: order.totalCostCents - order.paidCents,
      terms: unrepaired ? unrepaired.terms : RECEIPT_TERMS,
      ...(unrepaired ? { unrepaired: unrepaired.unrepaired } : {}),
    };
    const receipt = await this.receipts.issue({
      year: this.year(now),
      kind: 'receipt',
      creditOf: null,
      repairOrderId: order.id,
      issuedAt: now,
      issuedBy,
      customer: { ...order.customer },
      totalCents: body.totalCents,
      taxCents: tax.taxCents,
      paidCents: body.paidCents,
      dueCents: body.dueCents,
      body,
    });
    await this.mail(receipt, now);
    return receipt;
  }

  /**
   * A credit note correcting an issued receipt: its own number from the same series, the amount
   * (at most what the receipt's earlier credit notes left, and at most the lines it names) and the
   * reason; it lowers the order's net charges (the database's trigger); e-mailed like it.
   */
  async creditNote(receiptId: string, dto: CreditNoteDto, staff: StaffPrincipal): Promise<ReceiptDto> {
    return this.db.transaction(async () => {
      const receipt = await this.receipts.findById(receiptId, { lock: true });
      if (!receipt) throw new NotFoundException({ message: RECEIPT_NOT_FOUND });
      return this.dto(await this.credit(receipt, dto, staff.username), { kind: 'staff' });
    });
  }

  /**
   * The credit note that goes with a refund for something no longer charged (the transaction under
   * way): on the order's receipt, for the refund's amount and reason. 422 before pickup (no receipt).
   */
  async creditOrder(orderId: string, dto: CreditNoteDto, by: string): Promise<ReceiptRecord> {
    const issued = (await this.receipts.ofOrder(orderId)).find((r) => r.kind === 'receipt');
    const receipt = issued && (await this.receipts.findById(issued.id, { lock: true }));
    if (!receipt)
      throw new UnprocessableEntityException({
        message: "A credit note corrects the order's receipt, issued at pickup; this order has none yet",
      });
    return this.credit(receipt, dto, by);
  }

  /** What a credit note may still take off a receipt: its total less its credit notes so far. */
  async creditableOfOrder(orderId: string): Promise<number> {
    const receipt = (await this.receipts.ofOrder(orderId)).find((r) => r.kind === 'receipt');
    return receipt ? receipt.totalCents - (await this.receipts.creditedCents(receipt.id)) : 0;
  }

  /** Issues the credit note on a receipt locked by the caller. */
  private async credit(receipt: ReceiptRecord, dto: CreditNoteDto, by: string): Promise<ReceiptRecord> {
    this.metrics?.receipts.inc();
    if (receipt.kind !== 'receipt')
      throw new UnprocessableEntityException({
        message: 'A credit note corrects a receipt, not another credit note',
      });
    // One at a time per receipt (its row is locked): never more credited than it says.
    const leftCents = receipt.totalCents - (await this.receipts.creditedCents(receipt.id));
    if (dto.amountCents > leftCents)
      throw new UnprocessableEntityException({
        message: `A credit note cannot exceed what is left of the receipt (${formatUsd(leftCents)})`,
        details: { leftCents },
      });
    const credited = (dto.lines ?? []).map((i) => receipt.body.lines[i]);
    if (credited.some((l) => !l))
      throw new UnprocessableEntityException({
        message: `Receipt ${receipt.number} has lines 0 to ${receipt.body.lines.length - 1}`,
      });
    const linesCents = sumCents(credited.map((l) => l.totalCents));
    if (credited.length > 0 && dto.amountCents > linesCents)
      throw new UnprocessableEntityException({
        message: `A credit note cannot exceed the lines it credits (${formatUsd(linesCents)})`,
        details: { linesCents },
      });
    const now = this.clock.now();
    const tax = creditNoteTax(
      {
        totalCents: receipt.totalCents,
        taxableCents: receipt.body.tax.taxableCents,
        taxCents: receipt.taxCents,
      },
      dto.amountCents,
    );
    const what = credited.length ? ` for ${credited.map((l) => l.description).join(', ')}` : '';
    const body: ReceiptBody = {
      ...receipt.body,
      lines: [
        {
          kind: 'service',
          description: `Credit on receipt ${receipt.number}${what}: ${dto.reason}`,
          quantity: 1,
          unitPriceCents: -dto.amountCents,
          totalCents: -dto.amountCents,
          taxable: false,
          warrantyEndsOn: null,
        },
      ],
      subtotalCents: -dto.amountCents,
      discountCents: 0,
      totalCents: -dto.amountCents,
      tax: { ...receipt.body.tax, ...tax },
      payments: [],
      paidCents: 0,
      dueCents: -dto.amountCents,
      credit: { receiptNumber: receipt.number, reason: dto.reason },
    };
    const note = await this.receipts.issue({
      year: this.year(now),
      kind: 'credit_note',
      creditOf: receipt.id,
      repairOrderId: receipt.repairOrderId,
      issuedAt: now,
      issuedBy: by,
      customer: receipt.customer,
      totalCents: body.totalCents,
      taxCents: tax.taxCents,
      paidCents: 0,
      dueCents: body.dueCents,
      body,
    });
    await this.mail(note, now);
    return note;
  }

  async get(id: string): Promise<ReceiptDto> {
    const receipt = await this.receipts.findById(id);
    if (!receipt) throw new NotFoundException({ message: RECEIPT_NOT_FOUND });
    return this.dto(receipt, { kind: 'staff' }, await this.signaturesOf(receipt));
  }

  async pdf(id: string): Promise<{ number: string; bytes: Buffer }> {
    const record = await this.receipts.findById(id);
    if (!record) throw new NotFoundException({ message: RECEIPT_NOT_FOUND });
    return this.pdfOf(record, { kind: 'staff' });
  }

  /** Receipts and credit notes issued on a shop day, in number order. */
  async ofDay(day: { from: Date; to: Date }): Promise<ReceiptSummaryDto[]> {
    return (await this.receipts.issuedBetween(day.from, day.to)).map(summary);
  }

  async summariesOfOrder(orderId: string): Promise<ReceiptSummaryDto[]> {
    return (await this.receipts.ofOrder(orderId)).map(summary);
  }

  /** The receipt an order's pickup issued (with staff detail). */
  async receiptOfOrder(orderId: string): Promise<ReceiptDto> {
    const receipt = (await this.receipts.ofOrder(orderId)).find((r) => r.kind === 'receipt');
    if (!receipt) throw new NotFoundException({ message: RECEIPT_NOT_FOUND });
    return this.dto(receipt, { kind: 'staff' }, await this.signaturesOf(receipt));
  }

  /** The customer's receipts on their tracking token: only that order's, nothing for another. */
  async forToken(token: string): Promise<ReceiptDto[]> {
    const orderId = await this.tokens.orderOf(token, this.clock.now());
    if (!orderId) throw new NotFoundException({ message: RECEIPT_NOT_FOUND });
    const records = await this.receipts.ofOrder(orderId);
    const dtos: ReceiptDto[] = [];
    for (const r of records) dtos.push(this.dto(r, { kind: 'customer', token }, await this.signaturesOf(r)));
    return dtos;
  }

  async pdfForToken(token: string, number: string): Promise<{ number: string; bytes: Buffer }> {
    const orderId = await this.tokens.orderOf(token, this.clock.now());
    const record = orderId && (await this.receipts.ofOrder(orderId)).find((r) => r.number === number);
    if (!record) throw new NotFoundException({ message: RECEIPT_NOT_FOUND });
    return this.pdfOf(record, { kind: 'customer', token });
  }

  /** A receipt's PDF: its page's content, signatures included (the same blocks). */
  private async pdfOf(
    record: ReceiptRecord,
    audience: ReceiptAudience,
  ): Promise<{ number: string; bytes: Buffer }> {
    const signatures = await this.signaturesOf(record);
    return {
      number: record.number,
      bytes: await receiptPdf(this.dto(record, audience, signatures), this.config.shop.timeZone, signatures),
    };
  }

  /** A receipt (not a credit note) shows the order's signatures (intake spec 2), on its page and PDF. */
  private async signaturesOf(r: ReceiptRecord): Promise<ReceiptSignatureBlock[]> {
    return r.kind === 'receipt'
      ? receiptSignatureBlocks(await this.signatures.forReceipt(r.repairOrderId))
      : [];
  }

  /** The year a receipt number belongs to: the shop's calendar year. */
  private year(now: Date): number {
    return Number(shopDay(now, this.config.shop.timeZone).slice(0, 4));
  }

  private async mail(receipt: ReceiptRecord, now: Date): Promise<void> {
    if (!receipt.customer.email) return;
    const trackingUrl = await this.tokens.mint(receipt.repairOrderId, now);
    await this.notifications.receipt(
      receipt.customer.email,
      receipt.id,
      {
        customerName: receipt.customer.name,
        number: receipt.number,
        reference: receipt.body.order.reference,
        device: receipt.body.order.device,
        totalCents: receipt.totalCents,
        taxCents: receipt.taxCents,
        paidCents: receipt.paidCents,
        dueCents: receipt.dueCents,
        unrepaired: receipt.kind === 'receipt' ? (receipt.body.unrepaired?.statement ?? null) : null,
        receiptUrl: `${trackingUrl}/receipt`,
      },
      receipt.repairOrderId,
    );
  }

  private dto(
    r: ReceiptRecord,
    audience: ReceiptAudience,
    signatures: readonly ReceiptSignatureBlock[] = [],
  ): ReceiptDto {
    const b = r.body;
    const staff = audience.kind === 'staff';
    const digits = r.customer.phone.replace(/\D/g, '');
    return {
      id: r.id,
      number: r.number,
      kind: r.kind,
      creditOf: b.credit?.receiptNumber ?? null,
      creditReason: b.credit?.reason ?? null,
      issuedAt: r.issuedAt.toISOString(),
      issuedBy: staff ? r.issuedBy : null,
      shop: { ...b.shop },
      customer: {
        name: r.customer.name,
        phone: staff ? r.customer.phone : digits ? `••• ${digits.slice(-4)}` : '',
        email: staff ? r.customer.email : '',
        address: null,
      },
      reference: b.order.reference,
      repairOrderId: staff ? r.repairOrderId : null,
      device: b.order.device,
      lines: b.lines.map((l) => ({ ...l })),
      subtotalCents: b.subtotalCents,
      discountCents: b.discountCents,
      tax: { ...b.tax },
      totalCents: b.totalCents,
      payments: b.payments.map((p) => ({ ...p, deposit: p.deposit ?? false })),
      paidCents: b.paidCents,
      dueCents: b.dueCents,
      terms: [...b.terms],
      unrepaired: b.unrepaired?.statement ?? null,
      signatures: signatures.map(signatureDto),
      pdfUrl:
        audience.kind === 'staff'
          ? `/api/admin/receipts/${r.id}/pdf`
          : `/api/track/${audience.token}/receipts/${r.number}/pdf`,
    };
  }
}

/** A signature block as the receipt's page reads it: the strokes inside it as a data: URL, like the PDF. */
function signatureDto(block: ReceiptSignatureBlock): ReceiptSignatureDto {
  const s = block.signed;
  return {
    kind: block.kind,
    title: block.title,
    missing: block.missing,
    signerName: s ? s.name : null,
    signedAt: s ? s.signedAt.toISOString() : null,
    image: s?.image ? `data:image/png;base64,${s.image.toString('base64')}` : null,
    imageErased: s ? s.imageErased : null,
    detail: s ? s.detail : null,
  };
}

function summary(r: ReceiptRecord): ReceiptSummaryDto {
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    repairOrderId: r.repairOrderId,
    reference: r.body.order.reference,
    customerName: r.customer.name,
    issuedAt: r.issuedAt.toISOString(),
    totalCents: r.totalCents,
    dueCents: r.dueCents,
  };
}
