import { ApiProperty } from '@nestjs/swagger';

export class AdminPriceDto {
  @ApiProperty({ format: 'uuid' })
  deviceModelId: string;

  @ApiProperty({ format: 'uuid' })
  serviceTypeId: string;

  @ApiProperty({ example: 129.99, description: 'Dollars; 0 means not available' })
  price: number;
}
