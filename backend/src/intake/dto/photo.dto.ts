import { ApiProperty } from '@nestjs/swagger';
import { PHOTO_MOMENTS, type PhotoMoment } from '../photo.js';

/** A photo of the device as staff see it. */
export class PhotoDto {
  @ApiProperty({ format: 'uuid', description: 'Random: the address of a photo cannot be guessed' })
  id: string;

  @ApiProperty({ enum: PHOTO_MOMENTS, enumName: 'PhotoMoment', example: 'intake' })
  moment: PhotoMoment;

  @ApiProperty({ example: 'editor', description: 'The staff member who took it' })
  takenBy: string;

  @ApiProperty({ format: 'date-time' })
  takenAt: string;

  @ApiProperty({
    description:
      'A repair photo the customer sees on the tracking page (intake and hand-over photos always are)',
  })
  sharedWithCustomer: boolean;

  @ApiProperty({ description: 'Whether the customer sees it on the tracking page' })
  customerSees: boolean;

  @ApiProperty({ example: 2048, minimum: 1, maximum: 2048 })
  width: number;

  @ApiProperty({ example: 1536, minimum: 1, maximum: 2048 })
  height: number;

  @ApiProperty({ example: 360, minimum: 1 })
  thumbnailWidth: number;

  @ApiProperty({ example: 270, minimum: 1 })
  thumbnailHeight: number;

  @ApiProperty({
    example: '/api/admin/repair-orders/2b1f…/photos/9c4e…/image',
    description: 'The re-encoded photo (JPEG, longest side at most 2048 px, no metadata)',
  })
  imageUrl: string;

  @ApiProperty({ example: '/api/admin/repair-orders/2b1f…/photos/9c4e…/thumbnail' })
  thumbnailUrl: string;
}
