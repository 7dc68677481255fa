import { ApiProperty } from '@nestjs/swagger';

/** A new tracking link (a new token each time; earlier links keep working). */
export class TrackingLinkDto {
  @ApiProperty({ example: 'https://shop.example/track/3q2-7Vb9…' })
  trackingUrl: string;
}
