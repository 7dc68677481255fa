import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Search text is one line of printable text (a NUL would not even reach the database). */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export const CLAIM_FILTERS = ['unclaimed', 'claimed', 'used'] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

/** Filters of the back-office customer list. */
export class AdminCustomerQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Name, e-mail, phone (any formatting) or discount code',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'q must not contain control characters' })
  q?: string;

  @ApiPropertyOptional({
    enum: CLAIM_FILTERS,
    enumName: 'CustomerClaimFilter',
    description: 'unclaimed: no code; claimed: code not used yet; used: code used on a booking',
  })
  @IsOptional()
  @IsIn(CLAIM_FILTERS)
  claim?: ClaimFilter;

  @ApiPropertyOptional({ minimum: 1, maximum: 100000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}
