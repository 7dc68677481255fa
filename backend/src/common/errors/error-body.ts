import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ example: 'email must be an email' })
  message: string;
}

/** The one shape of every error answer of the API. */
export class ErrorBodyDto {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Validation failed' })
  message: string;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];

  /**
   * The request's id, as in its X-Request-Id header and in every log line written while it ran: to
   * quote when reporting the error (the staff screens show it).
   */
  @ApiProperty({ example: '5f0c6a4e9b7d4c1e8a2b3c4d5e6f7a8b', pattern: '^[0-9a-f]{32}$' })
  requestId: string;

  /** Extra machine-readable facts (for example the current values on a 409). */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  details?: Record<string, unknown>;
}
