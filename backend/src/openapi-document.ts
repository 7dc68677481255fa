import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { stringify } from 'yaml';

/** The API description served at /api/docs and written to ../openapi.yaml. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Repair shop API')
    .setDescription('Public catalogue, prices, bookings and discount claims; staff sign-in and price matrix.')
    .setVersion('1.0.0')
    .addCookieAuth('shop_session')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
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

/** YAML with keys sorted at every level, so the committed file changes only when the API does. */
export function openApiYaml(document: OpenAPIObject): string {
  return stringify(sortKeys(document), { lineWidth: 0 });
}
