import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** The contact typed at a check-in, as far as it goes: either may be partial or missing. */
export class CustomerMatchQueryDto {
  @ApiPropertyOptional({
    maxLength: 32,
    description: 'Any formatting; matched on its digits (a US +1 or not)',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(32)
  phone?: string;

  @ApiPropertyOptional({ maxLength: 254, description: 'Matched trimmed and case-folded' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(254)
  email?: string;
}
