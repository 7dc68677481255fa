import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** Shows a repair photo to the customer on the tracking page, or stops showing it. */
export class SharePhotoDto {
  @ApiProperty({ example: true })
  @IsBoolean()
  shared: boolean;
}
