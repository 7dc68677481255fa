import { ApiProperty } from '@nestjs/swagger';

export class ShopHoursDto {
  @ApiProperty({ example: 'Monday - Friday' })
  days: string;

  @ApiProperty({ example: '9:00 AM - 6:00 PM' })
  hours: string;
}
