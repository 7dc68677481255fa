import { ApiProperty } from '@nestjs/swagger';
import { IntakePhotoRefusalDto } from './intake-photo-refusal.dto.js';
import { PhotoDto } from './photo.dto.js';

/** An order's photos and what the rules say about them now. */
export class OrderPhotosDto {
  @ApiProperty({ type: [PhotoDto], description: 'In the order they were taken' })
  photos: PhotoDto[];

  @ApiProperty({ example: 12, description: 'How many photos one order keeps at most' })
  maxPhotos: number;

  @ApiProperty({
    example: 15728640,
    description: 'The largest photo accepted, in bytes as sent (15 MB)',
  })
  maxPhotoBytes: number;

  @ApiProperty({
    example: 2,
    minimum: 0,
    description: 'How many intake photos a check-in asks for (the INTAKE_PHOTOS_REQUIRED setting)',
  })
  intakePhotosRequired: number;

  @ApiProperty({
    type: IntakePhotoRefusalDto,
    nullable: true,
    description: 'Set when the customer declined intake photos instead',
  })
  intakePhotosDeclined: IntakePhotoRefusalDto | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the customer signed the intake: from then on no photo is deleted (409)',
  })
  intakeSignedAt: string | null;
}
