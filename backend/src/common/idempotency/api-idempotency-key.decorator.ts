import { applyDecorators } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './request-hash.js';

/** The Idempotency-Key header of a POST that runs once per key (IdempotencyService), documented. */
export function ApiIdempotencyKey(what: string): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: `One per ${what}; a retry with the same key and body answers the first response, byte for byte`,
      schema: {
        type: 'string',
        minLength: 1,
        maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
        pattern: '^[!-~]+$',
        example: '0b6f3a52-4a5e-4d8e-9d4e-5f1f2c3b4a5d',
      },
    }),
  );
}

/** The header a replayed answer carries. */
export const IDEMPOTENT_REPLAYED_HEADER = {
  'Idempotent-Replayed': {
    required: false,
    description: 'true when this answers a retry with a known Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
};
