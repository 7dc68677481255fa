import { ApiProperty } from '@nestjs/swagger';

export class SavePricingResultDto {
  @ApiProperty({ type: 'integer', example: 3, description: 'Prices saved (every cell of the request)' })
  saved: number;

  @ApiProperty({
    type: 'integer',
    example: 2,
    description: 'Cells whose price actually changed (each has a history row)',
  })
  changed: number;

  @ApiProperty({ type: 'integer', example: 13, description: 'The matrix version after the save' })
  version: number;
}
