import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  NotEquals,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { FreeText } from '../../common/validation.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../payments.repository.js';
import { RefundCreditNoteDto } from './refund-credit-note.dto.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * Money taken at the counter (counter spec 2): a payment (positive cents; before the work it is a
 * deposit), or a refund (negative cents, with a reason). Never above what is due, a refund never
 * above what was paid.
 */
export class TakePaymentDto {
  @ApiProperty({
    type: 'integer',
    example: 5000,
    minimum: -10000000,
    maximum: 10000000,
    description: 'Cents: positive for a payment, negative for a refund (with a reason); never 0',
  })
  @IsInt()
  @Min(-10000000)
  @Max(10000000)
  @NotEquals(0, { message: 'amountCents cannot be 0' })
  amountCents: number;

  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', example: 'card' })
  @IsIn(PAYMENT_METHODS)
  method: PaymentMethod;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 500,
    example: 'Store credit voucher 118',
    description: 'Required with method other: what it was',
  })
  @ValidateIf((o: TakePaymentDto) => o.method === 'other' || o.note !== undefined)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'note is required with method other' })
  @MaxLength(500)
  @FreeText()
  note?: string;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 500,
    example: 'Charged twice by mistake',
    description: 'Required with a refund (a negative amount): why',
  })
  @ValidateIf((o: TakePaymentDto) => o.amountCents < 0 || o.reason !== undefined)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'reason is required with a refund' })
  @MaxLength(500)
  @FreeText()
  reason?: string;

  @ApiPropertyOptional({
    type: RefundCreditNoteDto,
    description:
      "With a refund for something no longer charged (a part not fitted, a goodwill reduction): a credit note on the order's receipt for the same amount and reason, in the same step, so the balance stays at zero (counter spec 3). Without it a refund leaves a balance due.",
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => RefundCreditNoteDto)
  creditNote?: RefundCreditNoteDto;
}
