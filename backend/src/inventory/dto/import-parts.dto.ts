import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { FreeText } from '../../common/validation.js';

export const PARTS_CSV_MAX_LENGTH = 90_000;

export class ImportPartsDto {
  @ApiProperty({
    description:
      'CSV text with the columns name and unit_cost, and optionally device_model (a device model named as in the catalogue; empty: any device), part_type, supplier and reorder_level (any order); a part is matched by its name',
    maxLength: PARTS_CSV_MAX_LENGTH,
  })
  @IsString()
  @MaxLength(PARTS_CSV_MAX_LENGTH)
  @FreeText()
  csv: string;

  @ApiProperty({ description: 'True: only answer what the import would change' })
  @IsBoolean()
  dryRun: boolean;
}
