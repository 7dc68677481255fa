import { ApiProperty } from '@nestjs/swagger';

/** An internal note. */
export class RepairOrderNoteDto {
  @ApiProperty({ example: 'Ordered a new screen' })
  text: string;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ example: 'editor' })
  by: string;
}
