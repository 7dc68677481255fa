import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { Response } from 'supertest';
import { parse } from 'yaml';
import { repoRoot } from '../../src/config/app-config.js';

/** The parts of an OpenAPI 3.0 document the contract test reads. */
type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface Header {
  required?: boolean;
  schema: Schema;
}
export interface ResponseSpec {
  description: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, Header>;
}
interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}
export interface Operation {
  id: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  parameters: ParameterSpec[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, ResponseSpec>;
  /** Empty for public operations. */
  security: Record<string, string[]>[];
}
interface Document {
  paths: Record<string, Record<string, Omit<Operation, 'id' | 'method' | 'path'> & { operationId: string }>>;
  security?: Record<string, string[]>[];
  components: { schemas: Record<string, Schema> };
}

/** The committed openapi.yaml, what integrators read (openapi.e2e-spec.ts keeps it equal to the code). */
export function loadDocument(): Document {
  return parse(readFileSync(resolve(repoRoot, 'openapi.yaml'), 'utf8')) as Document;
}

export function operations(doc: Document): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      id: op.operationId,
      method: method as Operation['method'],
      path,
      parameters: op.parameters ?? [],
      requestBody: op.requestBody,
      responses: op.responses,
      security: op.security ?? doc.security ?? [],
    })),
  );
}

/**
 * An OpenAPI 3.0 schema as JSON Schema for ajv, read as strictly as OpenAPI 3.0.3 says (and as
 * Prism reads it): `nullable` adds null to the `type` in the same schema only, and every other
 * keyword still applies to null (an `allOf` reference or an enum without null refuse it).
 * References point into one registered schema of all components; the annotations ajv does not
 * know go.
 */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const { nullable, example: _example, examples: _examples, ...rest } = value as Schema;
  const out: Schema = {};
  for (const [key, v] of Object.entries(rest)) {
    if (key === '$ref' && typeof v === 'string')
      out.$ref = v.replace('#/components/schemas/', 'openapi#/definitions/');
    else if (key === 'properties' && v && typeof v === 'object')
      out.properties = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, toJsonSchema(s)]));
    else out[key] = toJsonSchema(v);
  }
  if (nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

/** ajv-formats is CommonJS: its module object is the plugin itself. */
const addFormats = ajvFormats as unknown as typeof ajvFormats.default;

export class ContractChecker {
  private readonly ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
  private readonly compiled = new Map<Schema, ValidateFunction>();

  constructor(doc: Document) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi', definitions: toJsonSchema(doc.components.schemas) });
  }

  private validator(schema: Schema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as Schema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  /** Problems of a value against a schema of the document (empty: it conforms). */
  problems(schema: Schema, value: unknown): string[] {
    const validate = this.validator(schema);
    return validate(value)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`.trim());
  }

  /**
   * Everything wrong with an answer of `op` according to the document: an undocumented status, a
   * media type or body the status does not document, a documented required header missing, a
   * header or body value outside its schema.
   */
  check(op: Operation, res: Response): string[] {
    const spec = op.responses[String(res.status)] ?? op.responses.default;
    if (!spec) return [`status ${res.status} is not documented (${Object.keys(op.responses).join(', ')})`];
    const problems: string[] = [];
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    const text = res.text ?? '';
    if (!spec.content) {
      if (text !== '') problems.push(`status ${res.status} documents no body, got ${contentType}`);
    } else {
      const media = spec.content[contentType];
      if (!media) {
        problems.push(`content type '${contentType}' is not one of ${Object.keys(spec.content).join(', ')}`);
      } else if (media.schema) {
        let body: unknown = text;
        if (contentType === 'application/json') {
          try {
            body = JSON.parse(text);
          } catch {
            problems.push('the body is not JSON');
          }
          const statusCode = (body as { statusCode?: unknown } | null)?.statusCode;
          if (res.status >= 400 && statusCode !== res.status)
            problems.push(`the error body says statusCode ${String(statusCode)}`);
        }
        problems.push(...this.problems(media.schema, body).map((p) => `body ${p}`));
      }
    }
    for (const [name, header] of Object.entries(spec.headers ?? {})) {
      const raw = res.headers[name.toLowerCase()] as string | string[] | undefined;
      if (raw === undefined) {
        if (header.required) problems.push(`header ${name} is missing`);
        continue;
      }
      for (const one of ([] as string[]).concat(raw)) {
        const value = header.schema.type === 'integer' && /^\d+$/.test(one) ? Number(one) : one;
        problems.push(...this.problems(header.schema, value).map((p) => `header ${name} ${p}`));
      }
    }
    return problems;
  }
}
