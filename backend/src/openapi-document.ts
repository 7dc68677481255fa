import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ReferenceObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { Document, parse, visit } from 'yaml';
import { SESSION_SECURITY_SCHEME } from './common/openapi/formats.js';
import { PUBLIC_OPERATION_EXTENSION } from './common/decorators/public.decorator.js';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation of the document with its path and method. */
export function operationsOf(
  document: OpenAPIObject,
): { path: string; method: string; operation: OperationObject }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      operation: item[method]!,
    })),
  );
}

/** Operations marked @Public() need no session: `security: []` overrides the document's default. */
function markPublicOperations(document: OpenAPIObject): void {
  for (const { operation } of operationsOf(document)) {
    const op = operation as OperationObject & Record<string, unknown>;
    if (op[PUBLIC_OPERATION_EXTENSION]) {
      delete op[PUBLIC_OPERATION_EXTENSION];
      op.security = [];
    }
  }
}

/**
 * The global validation pipe (and the sign-in check) refuse unknown properties in a request body
 * (`forbidNonWhitelisted`, see common/validation.ts), nested objects included: every schema a
 * request body reaches says so with `additionalProperties: false`.
 */
function closeRequestBodySchemas(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const closed = new Set<string>();
  const close = (schema: SchemaObject | ReferenceObject | undefined): void => {
    if (!schema) return;
    if ('$ref' in schema) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      if (closed.has(name)) return;
      closed.add(name);
      return close(schemas[name]);
    }
    if (schema.type === 'object' || schema.properties) {
      schema.additionalProperties = false;
      for (const property of Object.values(schema.properties ?? {})) close(property);
    }
    if (schema.items) close(schema.items);
    for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
      close(part);
  };
  for (const { operation } of operationsOf(document)) {
    const body = operation.requestBody;
    if (body && !('$ref' in body)) for (const media of Object.values(body.content ?? {})) close(media.schema);
  }
}

/**
 * The one schema of JSON null in OpenAPI 3.0: `nullable` adds null to the `type` beside it, and the
 * enum admits null alone (OpenAPI 3.0.3's reading of `nullable`; Prism, Redocly and the codegen
 * read it so too).
 */
export const NULL_SCHEMA: SchemaObject = { type: 'object', nullable: true, enum: [null] };

/**
 * Nullability that strict validators accept (issue 39 item 11), for every schema of the document.
 * OpenAPI 3.0.3: `nullable: true` adds null only to a `type` in the same schema, and every other
 * keyword still applies to null. So a nullable reference (`allOf: [$ref]`, which @nestjs/swagger
 * writes for `type: SomeDto, nullable: true`, or a `$ref` whose siblings are ignored) refused null,
 * as did a nullable enum without null among its values. One pass at the source, for every property
 * present and to come: a reference becomes `anyOf: [$ref, null]`, an enum lists null.
 */
export function nullableForStrictValidators(document: OpenAPIObject): void {
  const fix = (schema: SchemaObject | ReferenceObject | undefined): void => {
    if (!schema || '$ref' in schema) return;
    for (const property of Object.values(schema.properties ?? {})) fix(property);
    if (schema.items) fix(schema.items);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      fix(schema.additionalProperties);
    for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) fix(part);
    if (!schema.nullable) return;
    const refs = schema.allOf ?? [];
    if (refs.length === 1 && '$ref' in refs[0]) {
      delete schema.allOf;
      delete schema.type;
      delete schema.nullable;
      schema.anyOf = [refs[0], { ...NULL_SCHEMA, enum: [null] }];
    } else if (schema.enum && !schema.enum.includes(null)) {
      schema.enum = [...schema.enum, null];
    }
  };
  for (const schema of Object.values(document.components?.schemas ?? {})) fix(schema);
}

/** The API description served at /api/docs and written to ../openapi.yaml. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Repair shop API')
    .setDescription(
      'Public catalogue, prices, bookings and discount claims; staff sign-in and price matrix. ' +
        'Errors have one JSON body (ErrorBodyDto) whatever the success answer is. Staff operations need the ' +
        'session cookie that sign-in sets; public ones say `security: []`.',
    )
    .setVersion('1.0.0')
    .addServer('{origin}', 'The shop: the site and its API share one origin', {
      origin: { default: 'http://localhost:3000', description: 'Scheme, host and port of the shop' },
    })
    .addCookieAuth(
      'shop_session',
      { type: 'apiKey', description: 'The staff session cookie set by POST /api/admin/login' },
      SESSION_SECURITY_SCHEME,
    )
    .addSecurityRequirements(SESSION_SECURITY_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  markPublicOperations(document);
  closeRequestBodySchemas(document);
  nullableForStrictValidators(document);
  return document;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Whether a plain (unquoted) scalar would not read back as this very string in YAML 1.1 or 1.2. */
function misreadWhenPlain(text: string): boolean {
  return ['1.1', '1.2'].some((version) => {
    try {
      return parse(text, { version: version as '1.1' | '1.2' }) !== text;
    } catch {
      return true;
    }
  });
}

/**
 * YAML with keys sorted at every level, so the committed file changes only when the API does.
 * A string that a YAML 1.1 parser would take for something else (10:00 as a number, 2026-03-09 as
 * a date, yes as a boolean) is quoted, as YAML 1.2 ambiguities already are.
 */
export function openApiYaml(document: OpenAPIObject): string {
  const yaml = new Document(sortKeys(document));
  visit(yaml, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && !node.type?.startsWith('QUOTE') && misreadWhenPlain(node.value))
        node.type = 'QUOTE_DOUBLE';
    },
  });
  return yaml.toString({ lineWidth: 0 });
}
