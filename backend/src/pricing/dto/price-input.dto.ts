import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsUUID } from 'class-validator';

export class PriceInputDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  deviceModelId: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  serviceTypeId: string;

  @ApiProperty({
    example: 129.99,
    minimum: 0,
    maximum: 10000,
    description: 'Dollars with at most 2 decimals; 0 means not available',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  price: number;
}
