import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from './config.token.js';
import { loadConfig, type AppConfig } from './app-config.js';

/** Provides the validated configuration everywhere under the APP_CONFIG token. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig = loadConfig()): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
