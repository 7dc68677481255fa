import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';

/**
 * How a photo's bytes are sent, to staff and to the customer alike: never kept by a browser or a
 * proxy (a photo answers only to a session or a tracking token), its type as stored, never sniffed.
 */
export function sendPhoto(res: Response, photo: { bytes: Buffer; mediaType: string }): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Type', photo.mediaType);
  res.setHeader('Content-Length', String(photo.bytes.length));
  res.status(200).end(photo.bytes);
}

/** The OpenAPI answer of a photo's bytes. */
export function ApiPhotoResponse(description: string): MethodDecorator {
  return ApiOkResponse({
    description,
    content: { 'image/jpeg': { schema: { type: 'string', description: 'The JPEG bytes' } } },
    headers: {
      'Cache-Control': {
        required: true,
        description: 'Never stored by a browser or a proxy',
        schema: { type: 'string', enum: ['private, no-store'] },
      },
      'X-Content-Type-Options': {
        required: true,
        description: 'The type is never sniffed',
        schema: { type: 'string', enum: ['nosniff'] },
      },
    },
  });
}
