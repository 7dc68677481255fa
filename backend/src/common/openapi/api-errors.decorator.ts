import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiParam, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.js';

type ResponseHeaders = NonNullable<ApiResponseOptions['headers']>;

/** Sent with every 429 and 503 (see AllExceptionsFilter). */
export const RETRY_AFTER_HEADER: ResponseHeaders = {
  'Retry-After': {
    required: true,
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** The error statuses this API answers with its one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** What an error answer means for one operation; `type` when its body is a richer error body. */
export type ErrorAnswer = string | { description: string; type: Type<unknown> };

export const UNAUTHORIZED = 'No valid staff session';
export const UNAVAILABLE = 'The database is briefly unavailable (see Retry-After)';
export const TOO_MANY_REQUESTS = 'Too many requests from this address (see Retry-After)';
export const BODY_TOO_LARGE = 'The body is larger than the server accepts';
export const BODY_NOT_JSON = 'The body is not JSON (send Content-Type: application/json)';

/**
 * The one place error answers are documented: each status gets the error body as JSON (whatever
 * the success answer's media type), and 429 and 503 their Retry-After header. Controllers name
 * what each status means for their operation; the shared decorators (@Authenticated, @RateLimit,
 * @ApiJsonBody) add the statuses every such operation has.
 */
export function ApiErrors(
  answers: Partial<Record<ErrorStatus, ErrorAnswer>>,
): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...Object.entries(answers).map(([key, answer]) => {
      const status = Number(key);
      const { description, type } =
        typeof answer === 'string' ? { description: answer, type: ErrorBodyDto } : answer!;
      return ApiResponse({
        status,
        type,
        description,
        ...(status === 429 || status === 503 ? { headers: RETRY_AFTER_HEADER } : {}),
      });
    }),
  );
}

/**
 * A JSON request body and the answers every body can get: 400 (`invalid`: what makes this body
 * invalid; unreadable JSON too), 413 past the body limit, 415 when it is not JSON.
 */
export function ApiJsonBody(
  type: Type<unknown>,
  invalid: string,
  options: { description?: string; tooLarge?: string } = {},
): MethodDecorator {
  return applyDecorators(
    ApiBody({ type, required: true, ...(options.description ? { description: options.description } : {}) }),
    ApiErrors({ 400: invalid, 413: options.tooLarge ?? BODY_TOO_LARGE, 415: BODY_NOT_JSON }),
  );
}

/** A path parameter that must be a UUID (ParseUUIDPipe): 400 otherwise. */
export function ApiUuidParam(name = 'id'): MethodDecorator {
  return applyDecorators(
    ApiParam({ name, required: true, schema: { type: 'string', format: 'uuid' } }),
    ApiErrors({ 400: `The ${name} is not a UUID` }),
  );
}

/** A file download: the body in `mediaType`, sent as an attachment (Content-Disposition). */
export function ApiDownloadResponse(
  mediaType: string,
  description: string,
  attachment: { description: string; example: string },
): MethodDecorator {
  return ApiOkResponse({
    description,
    content: { [mediaType]: { schema: { type: 'string' } } },
    headers: {
      'Content-Disposition': {
        required: true,
        description: attachment.description,
        schema: { type: 'string', example: attachment.example },
      },
    },
  });
}
