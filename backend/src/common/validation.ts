import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldErrorDto } from './errors/error-body.js';

/** Flattens class-validator errors (nested too) into `{ field, message }` pairs. */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...fieldErrors(error.children ?? [], field)];
  });
}

/** The global validation: unknown fields rejected, payloads transformed into their DTO classes. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ message: 'Validation failed', errors: fieldErrors(errors) }),
  });
}
