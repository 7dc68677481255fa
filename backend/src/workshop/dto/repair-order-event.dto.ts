import { ApiProperty } from '@nestjs/swagger';

/** A line of an order's history that is not a status move, in the system's words (staff's view). */
export class RepairOrderEventDto {
  @ApiProperty({ example: 'photo_deleted', description: 'What happened, for machines' })
  kind: string;

  @ApiProperty({ example: 'Deleted an intake photo taken by editor' })
  text: string;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ example: 'editor', description: 'Staff member, or "system" for the shop\'s own jobs' })
  by: string;
}
