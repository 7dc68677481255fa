import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';

/** A signature's strokes: a PNG, never kept by a browser or a proxy, never sniffed. */
export function sendSignatureImage(res: Response, bytes: Buffer): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Content-Length', String(bytes.length));
  res.status(200).end(bytes);
}

/** The OpenAPI answer of a signature's image. */
export function ApiSignatureImage(): MethodDecorator {
  return ApiOkResponse({
    description: 'The strokes as drawn (PNG)',
    content: { 'image/png': { schema: { type: 'string', description: 'The PNG bytes' } } },
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
