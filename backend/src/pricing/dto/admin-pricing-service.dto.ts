import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../../catalogue/catalogue-admin.rules.js';

export class AdminPricingServiceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'screen', pattern: SLUG_PATTERN.source, description: 'Public service id' })
  slug: string;

  @ApiProperty({ example: 'Screen Repair' })
  name: string;

  @ApiProperty({ example: 'repair', description: 'Kind of service: repair, or diagnostic' })
  category: string;
}
