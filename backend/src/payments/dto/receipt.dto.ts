import { ApiProperty } from '@nestjs/swagger';
import { ReceiptLineDto } from './receipt-line.dto.js';
import { ReceiptPartyDto } from './receipt-party.dto.js';
import { ReceiptPaymentDto } from './receipt-payment.dto.js';
import { ReceiptSignatureDto } from './receipt-signature.dto.js';
import { ReceiptHeadDto } from './receipt-head.dto.js';
import { ReceiptTaxDto } from './receipt-tax.dto.js';

/** A receipt (an invoice marked paid, or showing what is due) or a credit note, as issued. */
export class ReceiptDto extends ReceiptHeadDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-000123',
    description: "A credit note's receipt",
  })
  creditOf: string | null;

  @ApiProperty({ type: String, nullable: true, description: "A credit note's reason" })
  creditReason: string | null;

  @ApiProperty({ format: 'date-time' })
  issuedAt: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Who issued it (staff only; null for the customer)',
  })
  issuedBy: string | null;

  @ApiProperty({ type: ReceiptPartyDto })
  shop: ReceiptPartyDto;

  @ApiProperty({ type: ReceiptPartyDto })
  customer: ReceiptPartyDto;

  @ApiProperty({ example: 'RO-7K4Q9M' })
  reference: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The repair order (staff only)' })
  repairOrderId: string | null;

  @ApiProperty({ example: 'Apple iPhone 15 Pro' })
  device: string;

  @ApiProperty({ type: [ReceiptLineDto] })
  lines: ReceiptLineDto[];

  @ApiProperty({ type: 'integer', example: 13900, description: 'The lines' })
  subtotalCents: number;

  @ApiProperty({ type: 'integer', example: 1000 })
  discountCents: number;

  @ApiProperty({ type: ReceiptTaxDto })
  tax: ReceiptTaxDto;

  @ApiProperty({
    type: 'integer',
    example: 12900,
    description: 'subtotal − discount (negative on a credit note)',
  })
  totalCents: number;

  @ApiProperty({ type: [ReceiptPaymentDto] })
  payments: ReceiptPaymentDto[];

  @ApiProperty({ type: 'integer', example: 12900 })
  paidCents: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Balance: total − paid' })
  dueCents: number;

  @ApiProperty({ type: [String] })
  terms: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Quote declined: the device is returned unrepaired, with the diagnostic alone charged.',
    description:
      'What it says of a device returned without its repair (a declined quote, unrepairable); null otherwise',
  })
  unrepaired: string | null;

  @ApiProperty({
    type: [ReceiptSignatureDto],
    description:
      "A receipt's signatures, as its PDF shows them: the intake, then the hand-over (each the newest of its kind, or said to be missing); empty on a credit note",
  })
  signatures: ReceiptSignatureDto[];

  @ApiProperty({ example: '/api/admin/receipts/…/pdf', description: 'Where its PDF is downloaded' })
  pdfUrl: string;
}
