import { ApiProperty } from '@nestjs/swagger';

export class PublicPriceEntryDto {
  @ApiProperty({ description: 'False when the price is 0 (not offered for this device)' })
  available: boolean;

  @ApiProperty({ example: 129, description: 'Price in dollars' })
  price: number;
}
