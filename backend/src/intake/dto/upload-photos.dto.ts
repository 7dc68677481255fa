import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PHOTO_MOMENTS, type PhotoMoment } from '../photo.js';

/**
 * The fields of a photo upload (multipart/form-data) besides its files, which come in `photos`
 * (see the operation's request body).
 */
export class UploadPhotosDto {
  @ApiProperty({ enum: PHOTO_MOMENTS, enumName: 'PhotoMoment', example: 'intake' })
  @IsIn(PHOTO_MOMENTS, { message: `moment must be one of ${PHOTO_MOMENTS.join(', ')}` })
  moment: PhotoMoment;
}
