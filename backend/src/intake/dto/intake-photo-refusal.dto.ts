import { ApiProperty } from '@nestjs/swagger';

/** The customer declined intake photos at check-in: who recorded it, and when. */
export class IntakePhotoRefusalDto {
  @ApiProperty({ example: 'editor' })
  by: string;

  @ApiProperty({ format: 'date-time' })
  at: string;
}
