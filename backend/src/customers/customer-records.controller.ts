import { Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { CustomerRecordsService, NOT_A_CUSTOMER } from './customer-records.service.js';
import { CustomerRecordDto } from './dto/customer-record.dto.js';
import { MergeCustomerDto } from './dto/merge-customer.dto.js';
import { UpdateCustomerContactDto } from './dto/update-customer-contact.dto.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const ERASED = 'The customer was erased';

/** An editor's changes to a customer record (counter spec 1); staff read them in the back office. */
@ApiTags('admin customers')
@Controller('admin/customers')
export class CustomerRecordsController {
  constructor(private readonly records: CustomerRecordsService) {}

  @Patch(':id')
  @Authenticated(Permission.CustomersWrite)
  @ApiOperation({
    operationId: 'updateCustomerContact',
    summary: "Corrects a customer's contact details; each change is kept in the history (editor)",
  })
  @ApiUuidParam()
  @ApiJsonBody(UpdateCustomerContactDto, 'A bad name, phone or e-mail (field errors)')
  @ApiOkResponse({ type: CustomerRecordDto })
  @ApiErrors({
    404: NOT_A_CUSTOMER,
    409: `${ERASED}, or the e-mail or phone is another customer's (merge them instead)`,
  })
  updateCustomerContact(
    @Param('id', uuid) id: string,
    @Body() body: UpdateCustomerContactDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CustomerRecordDto> {
    return this.records.correct(id, body, staff);
  }

  @Post(':id/merge')
  @HttpCode(HttpStatus.OK)
  @Authenticated(Permission.CustomersWrite)
  @ApiOperation({
    operationId: 'mergeCustomer',
    summary:
      'Merges another record of the same person into this one: its bookings, orders, quotes and claims move here (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(MergeCustomerDto, 'No other record named, or the same record')
  @ApiOkResponse({ type: CustomerRecordDto, description: 'The record kept' })
  @ApiErrors({ 404: 'Either record is unknown or already merged', 409: `${ERASED} (either record)` })
  mergeCustomer(
    @Param('id', uuid) id: string,
    @Body() body: MergeCustomerDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CustomerRecordDto> {
    return this.records.merge(id, body.customerId, staff);
  }

  @Post(':id/erasure')
  @HttpCode(HttpStatus.OK)
  @Authenticated(Permission.CustomersWrite)
  @ApiOperation({
    operationId: 'eraseCustomer',
    summary:
      'Erases a customer on request: name, phone, e-mail and notes replaced; every figure stays (editor)',
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: CustomerRecordDto, description: 'The record as it reads after erasure' })
  @ApiErrors({ 404: NOT_A_CUSTOMER, 409: 'The customer was erased already' })
  eraseCustomer(
    @Param('id', uuid) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CustomerRecordDto> {
    return this.records.erase(id, staff);
  }
}
