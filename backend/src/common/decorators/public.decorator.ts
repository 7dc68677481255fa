import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'isPublic';

/** Marks an operation of the API document as open to all; the document turns it into `security: []`. */
export const PUBLIC_OPERATION_EXTENSION = 'x-public';

/** Marks a route (or controller) as open to anonymous visitors; every other route needs a staff session. */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_OPERATION_EXTENSION, true));
