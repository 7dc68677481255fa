import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_MAX_PAGE, HISTORY_MAX_PAGE_SIZE } from '../pricing.constants.js';

export class PriceHistoryQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all')
  deviceModelId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all')
  serviceTypeId?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: HISTORY_MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(HISTORY_MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: HISTORY_MAX_PAGE_SIZE,
    default: HISTORY_DEFAULT_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(HISTORY_MAX_PAGE_SIZE)
  pageSize?: number;
}
