import { ApiProperty } from '@nestjs/swagger';

export class CatalogueServiceDto {
  @ApiProperty({ example: 'screen' })
  id: string;

  @ApiProperty({ example: 'Screen Repair' })
  name: string;

  @ApiProperty({ example: 129, description: 'Base price in dollars' })
  basePrice: number;

  @ApiProperty({ example: '90 days' })
  warranty: string;

  @ApiProperty({ example: 1 })
  displayOrder: number;
}
