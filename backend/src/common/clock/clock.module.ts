import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock, SystemClock } from './clock.js';

@Global()
@Module({})
export class ClockModule {
  /** Provides `Clock` everywhere: the system clock, or the one a test hands in. */
  static forRoot(clock: Clock = new SystemClock()): DynamicModule {
    return { module: ClockModule, providers: [{ provide: Clock, useValue: clock }], exports: [Clock] };
  }
}
