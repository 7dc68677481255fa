import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { CatalogueService } from './catalogue.service.js';
import { CatalogueDto } from './dto/catalogue.dto.js';

@ApiTags('catalogue')
@Controller('catalogue')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'getCatalogue',
    summary: 'The repair catalogue: categories, device models, services',
  })
  @ApiOkResponse({ type: CatalogueDto })
  @ApiErrors({ 503: UNAVAILABLE })
  getCatalogue(): Promise<CatalogueDto> {
    return this.catalogue.getCatalogue();
  }
}
