import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { SIGNATURE_KINDS, type SignatureKind } from './signature.js';

/** The `kind` query of a signing document: intake (the default) or handover (400 otherwise). */
@Injectable()
export class DocumentKindPipe implements PipeTransform<unknown, SignatureKind> {
  transform(value: unknown): SignatureKind {
    if (value === undefined) return 'intake';
    if (typeof value === 'string' && (SIGNATURE_KINDS as readonly string[]).includes(value))
      return value as SignatureKind;
    throw new BadRequestException({
      message: 'kind must be intake or handover',
      errors: [{ field: 'kind', message: 'kind must be one of: intake, handover' }],
    });
  }
}
