import { BadRequestException } from '@nestjs/common';
import type { FieldErrorDto } from '../errors/error-body.js';

/** The deepest JSON a request body may have (the deepest form of the API nests 3 levels). */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;

/**
 * Control characters (Unicode Cc: C0, DEL, C1) other than tab, line feed and carriage return: never
 * part of any text the shop takes (NUL cannot even be stored by PostgreSQL).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Every control character, the line breaks and tab included: what a one-line field refuses. */
// eslint-disable-next-line no-control-regex -- likewise
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f]/;

export const controlMessage = (field: string): string => `${field} must not contain control characters`;

/** True when `text` has a control character; with `lineBreaks`, tab and line breaks are allowed. */
export function hasControl(text: string, lineBreaks: boolean): boolean {
  return (lineBreaks ? CONTROL : CONTROL_OR_BREAK).test(text);
}

/** A field path as the error body names it: `items.0.name`; a key with control characters escaped. */
function fieldName(path: readonly (string | number)[]): string {
  return path.map((k) => (typeof k === 'string' ? JSON.stringify(k).slice(1, -1) : String(k))).join('.');
}

/**
 * What is wrong with a parsed JSON body before any transformation: deeper than MAX_BODY_DEPTH
 * (the message), or control characters in a key or a string (other than tab and line breaks, which
 * free text may hold; one-line fields refuse them in the validation pipe), one error per field.
 * The walk stops at the depth limit, so it is cheap whatever the body.
 */
export function oddJson(body: unknown): { tooDeep: true } | { errors: FieldErrorDto[] } {
  const errors: FieldErrorDto[] = [];
  const walk = (value: unknown, path: (string | number)[], depth: number): boolean => {
    if (typeof value === 'string') {
      if (hasControl(value, true))
        errors.push({ field: fieldName(path), message: controlMessage(fieldName(path)) });
      return true;
    }
    if (value === null || typeof value !== 'object') return true;
    if (depth >= MAX_BODY_DEPTH) return false;
    if (Array.isArray(value)) return value.every((v, i) => walk(v, [...path, i], depth + 1));
    for (const [key, v] of Object.entries(value)) {
      if (hasControl(key, false))
        errors.push({ field: fieldName([...path, key]), message: controlMessage('A property name') });
      if (!walk(v, [...path, key], depth + 1)) return false;
    }
    return true;
  };
  return walk(body, [], 0) ? { errors } : { tooDeep: true };
}

/** Control characters in query values or path parameters (all one-line): one error per name. */
export function oddParameters(values: Record<string, unknown>): FieldErrorDto[] {
  const errors: FieldErrorDto[] = [];
  for (const [name, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (hasControl(name, false) || texts.some((t) => typeof t === 'string' && hasControl(t, false)))
      errors.push({ field: fieldName([name]), message: controlMessage(fieldName([name])) });
  }
  return errors;
}

/** Throws the one error body's 400 for odd input: too deep, or the fields with control characters. */
export function refuseOddInput(
  query: Record<string, unknown>,
  params: Record<string, unknown>,
  body: unknown,
): void {
  const odd = oddJson(body);
  if ('tooDeep' in odd) throw new BadRequestException({ message: TOO_DEEP_MESSAGE });
  const errors = [...oddParameters(params), ...oddParameters(query), ...odd.errors];
  if (errors.length > 0) throw new BadRequestException({ message: 'Validation failed', errors });
}
