import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppModule } from './app.module.js';
import { repoRoot } from './config/app-config.js';
import { buildOpenApiDocument, openApiYaml } from './openapi-document.js';

/** Writes ../openapi.yaml from the code, without a database and without listening on a port. */
async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule.forRoot(), { preview: true, logger: false });
  app.setGlobalPrefix('api');
  const file = resolve(repoRoot, 'openapi.yaml');
  writeFileSync(file, openApiYaml(buildOpenApiDocument(app)));
  await app.close();
  console.log(`Wrote ${file}`);
}

void main();
