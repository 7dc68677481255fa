import { ApiProperty } from '@nestjs/swagger';
import { PriceChangeDto } from './price-change.dto.js';

export class ImportPricingResultDto {
  @ApiProperty()
  dryRun: boolean;

  @ApiProperty({
    type: 'integer',
    example: 13,
    description: 'Matrix version: after the import, or the one the dry run read',
  })
  version: number;

  @ApiProperty({ type: [PriceChangeDto], description: 'Cells the import changes (or would change)' })
  changes: PriceChangeDto[];

  @ApiProperty({ type: 'integer', example: 640, description: 'Rows whose price is already the current one' })
  unchanged: number;
}
