import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody } from '../common/openapi/api-errors.decorator.js';
import { TermsDto } from './dto/terms.dto.js';
import { UpdateTermsDto } from './dto/update-terms.dto.js';
import { TermsService } from './terms.service.js';

/** The shop's repair terms, signed at intake (intake spec 2): everyone sees them, editors change them. */
@ApiTags('signatures')
@Controller('admin/settings/terms')
export class TermsController {
  constructor(private readonly terms: TermsService) {}

  @Get()
  @Authenticated(Permission.WorkshopRead)
  @ApiOperation({
    operationId: 'getRepairTerms',
    summary: 'The repair terms customers sign now, and every earlier version (viewer and editor)',
  })
  @ApiOkResponse({ type: TermsDto })
  getRepairTerms(): Promise<TermsDto> {
    return this.terms.get();
  }

  @Put()
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'updateRepairTerms',
    summary:
      'Changes the repair terms: a new version (earlier ones are kept, and signatures keep the version they signed); the same text changes nothing (editor)',
  })
  @ApiJsonBody(UpdateTermsDto, 'An empty or too long text, or a bad baseVersion')
  @ApiOkResponse({ type: TermsDto })
  @ApiErrors({ 409: 'A newer version was saved since baseVersion (details.currentVersion)' })
  updateRepairTerms(@Body() body: UpdateTermsDto, @CurrentStaff() staff: StaffPrincipal): Promise<TermsDto> {
    return this.terms.update(body.text, body.baseVersion, { userId: staff.id, username: staff.username });
  }
}
