import { ApiProperty } from '@nestjs/swagger';
import { TrackingPhotoDto } from './tracking-photo.dto.js';

/** The photos a customer sees: intake and hand-over photos, and the repair photos staff shared. */
export class TrackingPhotosDto {
  @ApiProperty({ type: [TrackingPhotoDto], description: 'In the order they were taken' })
  photos: TrackingPhotoDto[];
}
