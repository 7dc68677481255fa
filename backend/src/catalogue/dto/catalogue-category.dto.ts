import { ApiProperty } from '@nestjs/swagger';

export class CatalogueCategoryDto {
  @ApiProperty({ example: 'iphone' })
  id: string;

  @ApiProperty({ example: 'iPhone' })
  name: string;

  @ApiProperty({ example: 'All iPhone models from 6 to the 15 series' })
  description: string;

  @ApiProperty({ example: 'phone_iphone', description: 'Material icon name' })
  icon: string;

  @ApiProperty({ example: '/images/repair/iphone.svg' })
  image: string;

  @ApiProperty({ description: 'Shown in the Repair menu and the /repair grid' })
  featured: boolean;
}
