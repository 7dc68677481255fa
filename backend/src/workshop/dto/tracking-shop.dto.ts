import { ApiProperty } from '@nestjs/swagger';
import { ShopHoursDto } from './shop-hours.dto.js';

/** The shop's contact on the tracking page. */
export class TrackingShopDto {
  @ApiProperty()
  name: string;

  @ApiProperty()
  phone: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ type: [ShopHoursDto] })
  hours: ShopHoursDto[];
}
