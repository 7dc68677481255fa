import { ApiProperty } from '@nestjs/swagger';

/** A brand of the booking wizard (spec 9): its models are the catalogue's phones of its categories. */
export class BookingBrandDto {
  @ApiProperty({ example: 'Apple' })
  name: string;

  @ApiProperty({ example: true, description: 'False: shown as Coming Soon and cannot be chosen' })
  bookable: boolean;

  @ApiProperty({ type: [String], example: ['iphone'], description: 'Catalogue categories of its models' })
  categories: string[];
}
