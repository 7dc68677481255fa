import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { FreeText } from '../../common/validation.js';

export class ImportPricingDto {
  @ApiProperty({
    description:
      'CSV text with the columns device_id, service_id and price (as exported); the body limit has room for every cell of the matrix',
  })
  @IsString()
  @FreeText()
  csv: string;

  @ApiProperty({ description: 'True: only answer the changes the import would make' })
  @IsBoolean()
  dryRun: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'The matrix version of the dry run: a cell changed since then is a conflict (409)',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  version?: number;
}
