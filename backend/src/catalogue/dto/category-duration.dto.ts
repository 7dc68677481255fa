import { ApiProperty } from '@nestjs/swagger';

/** How long a service takes on devices of one category, where that differs from its usual duration. */
export class CategoryDurationDto {
  @ApiProperty({ example: 'iphone' })
  category: string;

  @ApiProperty({ type: 'integer', example: 20, description: 'Minutes' })
  minutes: number;
}
