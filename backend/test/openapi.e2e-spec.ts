import { NestFactory } from '@nestjs/core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppModule } from '../src/app.module.js';
import { repoRoot } from '../src/config/app-config.js';
import { parse } from 'yaml';
import { buildOpenApiDocument, openApiYaml } from '../src/openapi-document.js';

describe('openapi.yaml', () => {
  it('matches the code (run `npm run openapi` and commit the file when this fails)', async () => {
    const app = await NestFactory.create(AppModule.forRoot(), { preview: true, logger: false });
    app.setGlobalPrefix('api');
    const generated = openApiYaml(buildOpenApiDocument(app));
    await app.close();
    const committed = readFileSync(resolve(repoRoot, 'openapi.yaml'), 'utf8');
    expect(generated).toBe(committed);
  });

  it('reads the same in a YAML 1.1 parser: times, dates and words stay strings', () => {
    const committed = readFileSync(resolve(repoRoot, 'openapi.yaml'), 'utf8');
    const yaml11 = parse(committed, { version: '1.1' });
    expect(yaml11).toEqual(parse(committed, { version: '1.2' }));
    const slot = yaml11.components.schemas.AvailabilitySlotDto.properties;
    expect(slot.time.example).toBe('10:00'); // 600 in YAML 1.1 if unquoted
    expect(slot.date.example).toBe('2026-03-09'); // a date if unquoted
  });
});
