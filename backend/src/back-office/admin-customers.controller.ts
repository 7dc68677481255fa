import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { NOT_A_CUSTOMER } from '../customers/customer-records.service.js';
import { CustomerMatchDto } from '../customers/dto/customer-match.dto.js';
import { CustomerMatchQueryDto } from '../customers/dto/customer-match-query.dto.js';
import { AdminCustomersService } from './admin-customers.service.js';
import { AdminCustomerDetailDto } from './dto/admin-customer-detail.dto.js';
import { AdminCustomerPageDto } from './dto/admin-customer-page.dto.js';
import { AdminCustomerQueryDto } from './dto/admin-customer-query.dto.js';

@ApiTags('admin customers')
@Controller('admin/customers')
export class AdminCustomersController {
  constructor(private readonly customers: AdminCustomersService) {}

  @Get()
  @Authenticated(Permission.CustomersRead)
  @ApiOperation({
    operationId: 'listAdminCustomers',
    summary:
      'Customer records, newest first, searched by name, phone (any format), e-mail or code (viewer and editor)',
  })
  @ApiOkResponse({ type: AdminCustomerPageDto })
  @ApiErrors({ 400: 'A bad filter or page' })
  listAdminCustomers(@Query() query: AdminCustomerQueryDto): Promise<AdminCustomerPageDto> {
    return this.customers.list(query);
  }

  @Get('match')
  @Authenticated(Permission.CustomersRead)
  @ApiOperation({
    operationId: 'matchCustomer',
    summary: "The existing records a check-in's phone or e-mail find, the e-mail's first (viewer and editor)",
  })
  @ApiOkResponse({ type: [CustomerMatchDto] })
  @ApiErrors({ 400: 'A phone or e-mail too long' })
  matchCustomer(@Query() query: CustomerMatchQueryDto): Promise<CustomerMatchDto[]> {
    return this.customers.match(query);
  }

  @Get(':id')
  @Authenticated(Permission.CustomersRead)
  @ApiOperation({
    operationId: 'getAdminCustomer',
    summary: "A customer's page: contact details and every booking, order, quote and claim, newest first",
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: AdminCustomerDetailDto })
  @ApiErrors({ 404: NOT_A_CUSTOMER })
  getAdminCustomer(
    @Param('id', new ParseUUIDPipe({ version: 'all' })) id: string,
  ): Promise<AdminCustomerDetailDto> {
    return this.customers.page(id);
  }
}
