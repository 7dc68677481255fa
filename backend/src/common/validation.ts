import {
  BadRequestException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
} from '@nestjs/common';
import type { FieldErrorDto } from './errors/error-body.js';
import { controlMessage, hasControl } from './http/odd-input.js';

/** Flattens class-validator errors (nested too) into `{ field, message }` pairs. */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...fieldErrors(error.children ?? [], field)];
  });
}

const FREE_TEXT = 'freeText';

/**
 * Marks a DTO's string property as free text (notes, descriptions, CSV): it may hold line breaks
 * and tabs. Every other string of a request is one line: a tab or a line break in it is a 400
 * naming the field (other control characters are refused for all fields, at the edge).
 */
export const FreeText = (): PropertyDecorator => (target, key) =>
  Reflect.defineMetadata(FREE_TEXT, true, target, key);

const isFreeText = (owner: object, key: string): boolean =>
  Reflect.getMetadata(FREE_TEXT, Object.getPrototypeOf(owner) as object, key) === true;

/** The one-line strings of a transformed value that hold a tab or a line break, by field. */
export function lineBreakErrors(value: unknown, field = '', freeText = false): FieldErrorDto[] {
  if (typeof value === 'string')
    return !freeText && hasControl(value, false) ? [{ field, message: controlMessage(field) }] : [];
  if (Array.isArray(value))
    return value.flatMap((v, i) => lineBreakErrors(v, field ? `${field}.${i}` : String(i), freeText));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    lineBreakErrors(v, field ? `${field}.${key}` : key, isFreeText(value, key)),
  );
}

/**
 * The global validation: unknown fields rejected, payloads transformed into their DTO classes,
 * and one-line fields (all but @FreeText ones) without tabs or line breaks.
 */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const result: unknown = await super.transform(value, metadata);
    if (metadata.type === 'custom') return result;
    const errors = lineBreakErrors(result, metadata.type === 'body' ? '' : (metadata.data ?? ''));
    if (errors.length > 0) throw new BadRequestException({ message: 'Validation failed', errors });
    return result;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ message: 'Validation failed', errors: fieldErrors(errors) }),
  });
}
