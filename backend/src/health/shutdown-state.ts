import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/** Set when the process starts shutting down, so readiness reports it while requests drain. */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  shuttingDown = false;

  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }
}
