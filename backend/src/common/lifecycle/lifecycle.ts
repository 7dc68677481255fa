import { Global, Injectable, Module, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Lines a feature has for the person who started the server (the demo accounts made on a first
 * start, say): main.ts prints them once the server listens, given its address.
 */
@Injectable()
export class StartupNotices {
  private readonly notices: ((url: string) => string[])[] = [];

  add(notice: (url: string) => string[]): void {
    this.notices.push(notice);
  }

  lines(url: string): string[] {
    return this.notices.flatMap((notice) => notice(url));
  }
}

/** Set when the process starts shutting down, so readiness reports it while requests drain. */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  shuttingDown = false;

  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }
}

/** StartupNotices and ShutdownState for every module. Global. */
@Global()
@Module({ providers: [StartupNotices, ShutdownState], exports: [StartupNotices, ShutdownState] })
export class LifecycleModule {}
