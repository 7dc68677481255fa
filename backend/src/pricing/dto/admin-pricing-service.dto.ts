import { ApiProperty } from '@nestjs/swagger';

export class AdminPricingServiceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'screen', description: 'Public service id' })
  slug: string;

  @ApiProperty({ example: 'Screen Repair' })
  name: string;

  @ApiProperty({ example: 'repair', description: 'Kind of service: repair, or diagnostic' })
  category: string;
}
