import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  STAFF_DECISION_CHANNELS,
  type QuoteDecision,
  type StaffDecisionChannel,
} from '../quote.repository.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** An answer to a quote the customer gave by phone or in the shop, recorded by staff (issue 41). */
export class RecordQuoteDecisionDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: 'The version the customer answered' })
  @IsInt()
  @Min(1)
  @Max(10000)
  version: number;

  @ApiProperty({ enum: ['approved', 'declined'], enumName: 'QuoteDecision', example: 'approved' })
  @IsIn(['approved', 'declined'], { message: 'The decision must be approved or declined' })
  decision: QuoteDecision;

  @ApiProperty({
    enum: STAFF_DECISION_CHANNELS,
    enumName: 'StaffDecisionChannel',
    example: 'phone',
    description: 'How the answer reached the shop',
  })
  @IsIn(STAFF_DECISION_CHANNELS, { message: 'How must be phone or in_shop' })
  channel: StaffDecisionChannel;

  @ApiPropertyOptional({
    maxLength: 500,
    example: 'Called at 10:40, OK to go ahead with the screen',
    description: 'Internal',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  note?: string;
}
