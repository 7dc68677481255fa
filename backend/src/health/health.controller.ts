import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { HealthDto } from './dto/health.dto.js';
import { Public } from '../common/decorators/public.decorator.js';
import { ShutdownState } from '../common/lifecycle/lifecycle.js';

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
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'getLiveness', summary: 'Liveness: the process answers' })
  @ApiOkResponse({ type: HealthDto })
  liveness(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getReadiness',
    summary: 'Readiness: the database answers and the process is not shutting down',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiErrors({ 503: 'Shutting down, or the database does not answer (see Retry-After)' })
  readiness(): Promise<HealthCheckResult> {
    if (this.shutdown.shuttingDown) throw new ServiceUnavailableException('Shutting down');
    return this.health.check([() => this.db.pingCheck('database', { timeout: 1500 })]);
  }
}
