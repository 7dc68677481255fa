import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../common/decorators/public.decorator.js';
import { ShutdownState } from './shutdown-state.js';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getLiveness', summary: 'Liveness: the process answers' })
  @HealthCheck()
  liveness(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @ApiOperation({ operationId: 'getReadiness', summary: 'Readiness: the database answers and the process is not shutting down' })
  @HealthCheck()
  readiness(): Promise<HealthCheckResult> {
    if (this.shutdown.shuttingDown) throw new ServiceUnavailableException('Shutting down');
    return this.health.check([() => this.db.pingCheck('database', { timeout: 1500 })]);
  }
}
