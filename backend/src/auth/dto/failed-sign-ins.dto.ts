import { ApiProperty } from '@nestjs/swagger';

/** Failed sign-ins on a staff account before the current session's sign-in (since the previous one). */
export class FailedSignInsDto {
  @ApiProperty({ example: 3, minimum: 0, type: 'integer' })
  count: number;

  @ApiProperty({
    example: '2026-03-03T16:12:00.000Z',
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'The latest of them; null when there were none',
  })
  lastAt: string | null;
}
