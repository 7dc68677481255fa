import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';

/** Setting or clearing (null or absent) when an order should be ready, as the customer is told. */
export class EstimatedReadyDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    maxLength: 40,
    example: '2026-03-10T22:00:00.000Z',
    description: 'When the device should be ready (shown on the tracking page); null clears it',
  })
  @IsOptional()
  @IsString()
  @IsISO8601(
    { strict: true, strictSeparator: true },
    { message: 'estimatedReadyAt must be an ISO 8601 date and time' },
  )
  @MaxLength(40)
  estimatedReadyAt?: string | null;
}
