import { ApiProperty } from '@nestjs/swagger';

/** One line of an import that adds or changes a part. */
export class PartImportChangeDto {
  @ApiProperty({ type: 'integer', example: 2, description: 'Line of the CSV (the header is line 1)' })
  line: number;

  @ApiProperty({ example: 'iPhone 13 screen (OLED)' })
  name: string;

  @ApiProperty({ enum: ['add', 'update'], example: 'update' })
  action: 'add' | 'update';

  @ApiProperty({ type: [String], example: ['unitCost'], description: 'The fields an update changes' })
  fields: string[];
}
