import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ example: 'ok', enum: ['ok', 'error', 'shutting_down'] })
  status: string;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { database: { status: 'up' } } })
  info: Record<string, unknown>;

  @ApiProperty({ type: 'object', additionalProperties: true, example: {} })
  error: Record<string, unknown>;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { database: { status: 'up' } } })
  details: Record<string, unknown>;
}
