import { ApiProperty } from '@nestjs/swagger';
import { PHOTO_MOMENTS, type PhotoMoment } from '../photo.js';

/** A photo of their device as the customer sees it on the tracking page. */
export class TrackingPhotoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: PHOTO_MOMENTS, enumName: 'PhotoMoment', example: 'intake' })
  moment: PhotoMoment;

  @ApiProperty({ format: 'date-time' })
  takenAt: string;

  @ApiProperty({ example: 2048 })
  width: number;

  @ApiProperty({ example: 1536 })
  height: number;

  @ApiProperty({ example: 360 })
  thumbnailWidth: number;

  @ApiProperty({ example: 270 })
  thumbnailHeight: number;

  @ApiProperty({ example: '/api/track/AbC…/photos/9c4e…/image' })
  imageUrl: string;

  @ApiProperty({ example: '/api/track/AbC…/photos/9c4e…/thumbnail' })
  thumbnailUrl: string;
}
