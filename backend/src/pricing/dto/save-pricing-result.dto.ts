import { ApiProperty } from '@nestjs/swagger';

export class SavePricingResultDto {
  @ApiProperty({ example: 3, description: 'Prices saved (every cell of the request)' })
  saved: number;

  @ApiProperty({ example: 2, description: 'Cells whose price actually changed (each has a history row)' })
  changed: number;

  @ApiProperty({ example: 13, description: 'The matrix version after the save' })
  version: number;
}
