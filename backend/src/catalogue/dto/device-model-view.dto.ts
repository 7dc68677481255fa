import { ApiProperty } from '@nestjs/swagger';

/** What the public catalogue and the back office both show of a device model. */
export class DeviceModelViewDto {
  @ApiProperty({ example: 'iPhone 15 Pro Max' })
  name: string;

  @ApiProperty({ example: 'iphone' })
  category: string;

  @ApiProperty({ example: 'apple', nullable: true, type: String })
  subcategory: string | null;

  @ApiProperty({ example: 'Apple' })
  brand: string;

  @ApiProperty({ example: '/images/devices/iphone.svg' })
  image: string;

  @ApiProperty({ example: 299, description: 'Base price in dollars' })
  basePrice: number;

  @ApiProperty({ description: 'False for models labelled Coming Soon (not bookable yet)' })
  bookable: boolean;
}
