import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { InternalNote } from '../../dto/internal-note.js';
import { QuoteLineInputDto } from './quote-line-input.dto.js';

/** How long a quote can be approved by default (workshop spec 3). */
export const DEFAULT_QUOTE_VALID_DAYS = 14;

/** A new version of an order's quote, sent to the customer at once. */
export class SendQuoteDto {
  @ApiProperty({ type: [QuoteLineInputDto], minItems: 1, maxItems: 30 })
  @IsArray()
  @ArrayMinSize(1, { message: 'A quote needs at least one line' })
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => QuoteLineInputDto)
  lines: QuoteLineInputDto[];

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 60,
    default: DEFAULT_QUOTE_VALID_DAYS,
    description: 'Days the customer has to approve it',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(60)
  validDays?: number;

  @InternalNote('Why this version (internal, never shown to the customer)')
  note?: string;
}
