import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { AdminCustomersService } from './admin-customers.service.js';
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
    summary: 'Customers and their discount claims, newest first (viewer and editor)',
  })
  @ApiOkResponse({ type: AdminCustomerPageDto })
  @ApiErrors({ 400: 'A bad filter or page' })
  listAdminCustomers(@Query() query: AdminCustomerQueryDto): Promise<AdminCustomerPageDto> {
    return this.customers.list(query);
  }
}
