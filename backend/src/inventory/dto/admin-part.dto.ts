import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../../catalogue/catalogue-admin.rules.js';
import { AdminCatalogueItemDto } from '../../catalogue/dto/catalogue-fields.js';

/** A part as staff see it: what it is, what it costs, and its stock. */
export class AdminPartDto extends AdminCatalogueItemDto {
  @ApiProperty({ example: 'iphone-13-screen-oled', pattern: SLUG_PATTERN.source, description: 'Stable id' })
  slug: string;

  @ApiProperty({ example: 'iPhone 13 screen (OLED)' })
  name: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The catalogue's device model it fits (null: any device)",
  })
  deviceModelId: string | null;

  @ApiProperty({
    example: 'iPhone 13',
    nullable: true,
    type: String,
    description: "That model's name in the catalogue (null: any device)",
  })
  deviceModelName: string | null;

  @ApiProperty({ example: 'screen', nullable: true, type: String })
  partType: string | null;

  @ApiProperty({ example: 'Mobilesentrix', nullable: true, type: String })
  supplier: string | null;

  @ApiProperty({ example: 38.5, description: 'Unit cost in dollars' })
  unitCost: number;

  @ApiProperty({
    type: 'integer',
    example: 6500,
    description:
      "What one unit is sold for on a quote, in cents (the customer pays it; the unit cost is the shop's)",
  })
  sellPriceCents: number;

  @ApiProperty({ type: 'integer', example: 2 })
  reorderLevel: number;

  @ApiProperty({ type: 'integer', example: 5, description: 'Units in the shop (the sum of the movements)' })
  onHand: number;

  @ApiProperty({
    type: 'integer',
    example: 1,
    description: 'Units held for repair orders (on an order: for that order)',
  })
  reserved: number;

  @ApiProperty({ type: 'integer', example: 4, description: 'On hand minus reserved' })
  available: number;

  @ApiProperty({ description: 'Available at or under the reorder level (and not retired)' })
  lowStock: boolean;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'The last delivery' })
  lastRestockedAt: string | null;
}
