import {
  Injectable,
  UnsupportedMediaTypeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';

export const MULTIPART_ONLY_MESSAGE = 'Send the photos as multipart/form-data';

/** An upload route takes multipart/form-data only (415 otherwise), before its files are read. */
@Injectable()
export class MultipartOnlyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const type = (context.switchToHttp().getRequest<Request>().get('content-type') ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (type !== 'multipart/form-data') throw new UnsupportedMediaTypeException(MULTIPART_ONLY_MESSAGE);
    return next.handle();
  }
}
