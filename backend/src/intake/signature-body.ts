import { Injectable } from '@nestjs/common';
import type { BodyLimitSource } from '../common/http/json-body.js';
import { MAX_IMAGE_BASE64 } from './dto/sign.dto.js';

/** A signature's body: the strokes' base64 (at most 256 KB as PNG) and room for the rest. */
export const SIGNATURE_BODY_LIMIT = MAX_IMAGE_BASE64 + 8 * 1024;

/** The signing routes' body limit (@BodyLimit): larger than BODY_LIMIT, for the strokes. */
@Injectable()
export class SignatureBodyLimit implements BodyLimitSource {
  bodyLimit(): Promise<number> {
    return Promise.resolve(SIGNATURE_BODY_LIMIT);
  }
}
