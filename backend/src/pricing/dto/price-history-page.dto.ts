import { ApiProperty } from '@nestjs/swagger';
import { PriceHistoryEntryDto } from './price-history-entry.dto.js';

export class PriceHistoryPageDto {
  @ApiProperty({ type: [PriceHistoryEntryDto], description: 'Newest first' })
  items: PriceHistoryEntryDto[];

  @ApiProperty({ type: 'integer', example: 57 })
  total: number;

  @ApiProperty({ type: 'integer', example: 1 })
  page: number;

  @ApiProperty({ type: 'integer', example: 20 })
  pageSize: number;
}
