import { Controller, Get, Header, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import type { RateLimitPolicy } from '../config/app-config.js';
import { TrackingPhotosDto } from './dto/tracking-photos.dto.js';
import { ApiPhotoResponse, sendPhoto } from './photo-answers.js';
import { PhotosService } from './photos.service.js';

/** The per-address limit of the tracking page's photos (their list and images). */
export const TRACKING_PHOTOS_RATE_LIMIT = 'trackingPhotos' satisfies RateLimitPolicy;

const NOT_FOUND =
  'Not found: an unknown or expired link, or no photo the customer sees by this id (one answer for all)';
const uuid = new ParseUUIDPipe({ version: 'all' });
const TOKEN = { name: 'token', required: true, schema: { type: 'string', maxLength: 64 } } as const;

/**
 * The customer's photos by tracking token (public, rate-limited per address, never stored): the
 * intake and hand-over photos of their order, and the repair photos staff shared.
 */
@ApiTags('tracking')
@Public()
@Controller('track/:token/photos')
export class TrackPhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Get()
  @RateLimit(TRACKING_PHOTOS_RATE_LIMIT)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getRepairTrackingPhotos',
    summary: 'The photos of a repair its customer sees, by tracking token',
  })
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: TrackingPhotosDto })
  @ApiErrors({ 404: NOT_FOUND, 503: UNAVAILABLE })
  getRepairTrackingPhotos(@Param('token') token: string): Promise<TrackingPhotosDto> {
    return this.photos.trackingList(token);
  }

  @Get(':photoId/image')
  @RateLimit(TRACKING_PHOTOS_RATE_LIMIT)
  @ApiOperation({
    operationId: 'getRepairTrackingPhotoImage',
    summary: 'A photo the customer sees, by tracking token',
  })
  @ApiParam(TOKEN)
  @ApiParam({ name: 'photoId', required: true, schema: { type: 'string', format: 'uuid' } })
  @ApiPhotoResponse('The photo (JPEG, longest side at most 2048 px)')
  @ApiErrors({ 400: 'The photoId is not a UUID', 404: NOT_FOUND, 503: UNAVAILABLE })
  async getRepairTrackingPhotoImage(
    @Param('token') token: string,
    @Param('photoId', uuid) photoId: string,
    @Res() res: Response,
  ): Promise<void> {
    sendPhoto(res, await this.photos.trackingImage(token, photoId, 'image'));
  }

  @Get(':photoId/thumbnail')
  @RateLimit(TRACKING_PHOTOS_RATE_LIMIT)
  @ApiOperation({
    operationId: 'getRepairTrackingPhotoThumbnail',
    summary: "A photo's thumbnail the customer sees, by tracking token",
  })
  @ApiParam(TOKEN)
  @ApiParam({ name: 'photoId', required: true, schema: { type: 'string', format: 'uuid' } })
  @ApiPhotoResponse('The thumbnail (JPEG, longest side at most 360 px)')
  @ApiErrors({ 400: 'The photoId is not a UUID', 404: NOT_FOUND, 503: UNAVAILABLE })
  async getRepairTrackingPhotoThumbnail(
    @Param('token') token: string,
    @Param('photoId', uuid) photoId: string,
    @Res() res: Response,
  ): Promise<void> {
    sendPhoto(res, await this.photos.trackingImage(token, photoId, 'thumbnail'));
  }
}
