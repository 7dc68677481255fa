import { ApiProperty } from '@nestjs/swagger';

/** A part of a document to sign: its heading and its lines, shown as they are. */
export class DocumentSectionDto {
  @ApiProperty({ example: 'Condition recorded' })
  title: string;

  @ApiProperty({ type: [String], example: ['Screen: Damaged', 'Back: OK'] })
  lines: string[];
}
