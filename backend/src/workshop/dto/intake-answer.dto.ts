import { ApiProperty } from '@nestjs/swagger';
import { IntakeChecklistDto } from './intake-checklist.dto.js';

/** The intake of an order as recorded. */
export class IntakeAnswerDto {
  @ApiProperty({ type: IntakeChecklistDto })
  checklist: IntakeChecklistDto;

  @ApiProperty({ example: 'Scratches on the back' })
  conditionNotes: string;

  @ApiProperty({ type: [String], example: ['case', 'charger'] })
  accessories: string[];

  @ApiProperty({ type: String, nullable: true, example: '356789104563218' })
  serial: string | null;

  @ApiProperty({ example: true })
  agreedToEstimate: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 16999,
    description:
      "The estimate put to the customer at intake, in cents: the check-in's charges less the discount (null: not recorded)",
  })
  estimateCents: number | null;
}
