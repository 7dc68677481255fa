import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { OrderPhotosDto } from './dto/order-photos.dto.js';
import { SharePhotoDto } from './dto/share-photo.dto.js';
import { UploadPhotosDto } from './dto/upload-photos.dto.js';
import { MultipartOnlyInterceptor } from './multipart-only.interceptor.js';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_ORDER, PHOTO_MOMENTS } from './photo.js';
import { ApiPhotoResponse, sendPhoto } from './photo-answers.js';
import { PhotosService } from './photos.service.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NOT_FOUND = 'No repair order with this id';
const PHOTO_NOT_FOUND = 'No repair order with this id, or no such photo of it';

/** The route of the upload, for the JSON-only rule's exception (multipart/form-data). */
export const PHOTO_UPLOAD_PATH = /^\/api\/admin\/repair-orders\/[^/]+\/photos$/;

/** The photos of one repair order (intake spec 1): viewers see them, editors take, share and delete them. */
@ApiTags('photos')
@Controller('admin/repair-orders/:id/photos')
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Get()
  @Authenticated(Permission.PhotosRead)
  @ApiOperation({
    operationId: 'listRepairOrderPhotos',
    summary:
      "An order's photos with who took them, when and at which moment; the check-in's setting (viewer and editor)",
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: OrderPhotosDto })
  @ApiErrors({ 404: NOT_FOUND })
  listRepairOrderPhotos(@Param('id', uuid) id: string): Promise<OrderPhotosDto> {
    return this.photos.list(id);
  }

  @Post()
  @Authenticated(Permission.PhotosWrite)
  @UseInterceptors(
    MultipartOnlyInterceptor,
    FilesInterceptor('photos', MAX_PHOTOS_PER_ORDER, {
      limits: {
        fileSize: MAX_PHOTO_BYTES,
        files: MAX_PHOTOS_PER_ORDER,
        fields: 4,
        parts: MAX_PHOTOS_PER_ORDER + 4,
      },
    }),
  )
  @ApiOperation({
    operationId: 'uploadRepairOrderPhotos',
    summary:
      'Takes photos of the device: each re-encoded (JPEG, longest side at most 2048 px, every metadata stripped) with a thumbnail; a file that is not an image by its content keeps nothing (editor)',
  })
  @ApiUuidParam()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    required: true,
    schema: {
      type: 'object',
      required: ['moment', 'photos'],
      properties: {
        moment: { type: 'string', enum: [...PHOTO_MOMENTS], description: 'When they were taken' },
        photos: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_PHOTOS_PER_ORDER,
          items: { type: 'string', format: 'binary' },
          description: `The image files (JPEG, PNG, WebP or HEIF), each at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB as sent`,
        },
      },
    },
  })
  @ApiCreatedResponse({ type: OrderPhotosDto })
  @ApiErrors({
    400: 'No photo, a moment that is not intake, repair or handover, more than 12 files or another field, or an unreadable form',
    404: NOT_FOUND,
    409: 'The order would have more than 12 photos',
    413: 'A file is larger than 15 MB',
    415: 'Not multipart/form-data, or a file that is not an image by its content (nothing is kept)',
  })
  uploadRepairOrderPhotos(
    @Param('id', uuid) id: string,
    @Body() body: UploadPhotosDto,
    @UploadedFiles() files: { buffer: Buffer }[] | undefined,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<OrderPhotosDto> {
    return this.photos.upload(id, body.moment, files ?? [], staff);
  }

  @Post('intake-declined')
  @HttpCode(HttpStatus.OK)
  @Authenticated(Permission.PhotosWrite)
  @ApiOperation({
    operationId: 'declineRepairOrderIntakePhotos',
    summary:
      'Records that the customer declined intake photos at check-in, instead of the photos it asks for; once (editor)',
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: OrderPhotosDto })
  @ApiErrors({ 404: NOT_FOUND })
  declineRepairOrderIntakePhotos(
    @Param('id', uuid) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<OrderPhotosDto> {
    return this.photos.declineIntakePhotos(id, staff);
  }

  @Get(':photoId/image')
  @Authenticated(Permission.PhotosRead)
  @ApiOperation({
    operationId: 'getRepairOrderPhotoImage',
    summary: 'A photo, re-encoded: never stored by a browser or proxy (viewer and editor)',
  })
  @ApiUuidParam()
  @ApiUuidParam('photoId')
  @ApiPhotoResponse('The photo (JPEG, longest side at most 2048 px)')
  @ApiErrors({ 404: PHOTO_NOT_FOUND })
  async getRepairOrderPhotoImage(
    @Param('id', uuid) id: string,
    @Param('photoId', uuid) photoId: string,
    @Res() res: Response,
  ): Promise<void> {
    sendPhoto(res, await this.photos.image(id, photoId, 'image'));
  }

  @Get(':photoId/thumbnail')
  @Authenticated(Permission.PhotosRead)
  @ApiOperation({
    operationId: 'getRepairOrderPhotoThumbnail',
    summary: "A photo's thumbnail for lists (viewer and editor)",
  })
  @ApiUuidParam()
  @ApiUuidParam('photoId')
  @ApiPhotoResponse('The thumbnail (JPEG, longest side at most 360 px)')
  @ApiErrors({ 404: PHOTO_NOT_FOUND })
  async getRepairOrderPhotoThumbnail(
    @Param('id', uuid) id: string,
    @Param('photoId', uuid) photoId: string,
    @Res() res: Response,
  ): Promise<void> {
    sendPhoto(res, await this.photos.image(id, photoId, 'thumbnail'));
  }

  @Put(':photoId/shared')
  @Authenticated(Permission.PhotosWrite)
  @ApiOperation({
    operationId: 'shareRepairOrderPhoto',
    summary: 'Shows a repair photo to the customer on the tracking page, or stops (editor)',
  })
  @ApiUuidParam()
  @ApiUuidParam('photoId')
  @ApiJsonBody(SharePhotoDto, 'shared is not true or false')
  @ApiOkResponse({ type: OrderPhotosDto })
  @ApiErrors({
    404: PHOTO_NOT_FOUND,
    409: 'Not a repair photo: the customer always sees intake and hand-over photos',
  })
  shareRepairOrderPhoto(
    @Param('id', uuid) id: string,
    @Param('photoId', uuid) photoId: string,
    @Body() body: SharePhotoDto,
  ): Promise<OrderPhotosDto> {
    return this.photos.share(id, photoId, body.shared);
  }

  @Delete(':photoId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authenticated(Permission.PhotosWrite)
  @ApiOperation({
    operationId: 'deleteRepairOrderPhoto',
    summary: "Deletes a photo before the customer signed the intake; the order's history says so (editor)",
  })
  @ApiUuidParam()
  @ApiUuidParam('photoId')
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({
    404: PHOTO_NOT_FOUND,
    409: 'The customer has signed the intake: its photos are evidence (the database refuses the deletion)',
  })
  async deleteRepairOrderPhoto(
    @Param('id', uuid) id: string,
    @Param('photoId', uuid) photoId: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<void> {
    await this.photos.delete(id, photoId, staff);
  }
}
