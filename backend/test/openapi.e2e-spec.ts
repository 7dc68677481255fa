import { NestFactory } from '@nestjs/core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppModule } from '../src/app.module.js';
import { repoRoot } from '../src/config/app-config.js';
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
});
