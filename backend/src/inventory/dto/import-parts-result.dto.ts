import { ApiProperty } from '@nestjs/swagger';
import { PartImportChangeDto } from './part-import-change.dto.js';

export class ImportPartsResultDto {
  @ApiProperty()
  dryRun: boolean;

  @ApiProperty({ type: [PartImportChangeDto], description: 'Parts the import adds or changes (or would)' })
  changes: PartImportChangeDto[];

  @ApiProperty({ type: 'integer', example: 12, description: 'Lines whose part is already as written' })
  unchanged: number;
}
