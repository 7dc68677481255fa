import { ApiProperty } from '@nestjs/swagger';
import {
  DATA_CHOICES,
  REPAIR_ORDER_STATUSES,
  type DataChoice,
  type RepairOrderStatus,
} from '../../repair-order/repair-order.js';
import { SIGNATURE_KINDS, SIGNATURE_VIA, type SignatureKind, type SignatureVia } from '../signature.js';

/** A customer's signature as staff see it: never changed; after an erasure only the fact and the hash. */
export class SignatureDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: SIGNATURE_KINDS, enumName: 'SignatureKind', example: 'intake' })
  kind: SignatureKind;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ada Lovelace',
    description: 'The name the signer typed (null once erased)',
  })
  signerName: string | null;

  @ApiProperty({ example: 1, minimum: 1, description: 'The version of the repair terms signed' })
  termsVersion: number;

  @ApiProperty({
    enum: DATA_CHOICES,
    enumName: 'DataChoice',
    nullable: true,
    description: "The customer's data choice (intake); null for a hand-over",
  })
  dataChoice: DataChoice | null;

  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    description: 'SHA-256 (hex) of exactly what was shown, the data choice included',
  })
  documentHash: string;

  @ApiProperty({ format: 'date-time' })
  signedAt: string;

  @ApiProperty({
    enum: REPAIR_ORDER_STATUSES,
    enumName: 'RepairOrderStatus',
    description: "The order's status when signed",
  })
  orderStatus: RepairOrderStatus;

  @ApiProperty({
    enum: SIGNATURE_VIA,
    enumName: 'SignatureVia',
    description: "On the shop's screen or the customer's phone",
  })
  via: SignatureVia;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The staff member at the shop's screen (null on the customer's phone)",
  })
  staffName: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '203.0.113.7',
    description: 'The address it was signed from (null once erased)',
  })
  ipAddress: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The browser it was signed in (null once erased)',
  })
  userAgent: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/admin/repair-orders/0b6c…/signatures/5d1e…/image',
    description: 'The strokes (PNG); null once erased',
  })
  imageUrl: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When the customer's erasure removed the image and the name (the fact and the hash stay)",
  })
  erasedAt: string | null;
}
