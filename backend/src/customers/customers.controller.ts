import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors, ApiJsonBody, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { CustomerValidationPipe } from './customer-validation.pipe.js';
import { CustomersService } from './customers.service.js';
import { CreateCustomerDto } from './dto/create-customer.dto.js';
import { CustomerDto } from './dto/customer.dto.js';

/** What CustomerValidationPipe makes of the body; a type alias so the global pipe does not validate it first. */
type ValidatedCustomer = Readonly<CreateCustomerDto>;

@ApiTags('customers')
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Public()
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('customers')
  @ApiOperation({
    operationId: 'createCustomer',
    summary: 'Claim the $10 first-repair discount (one claim per email)',
  })
  @ApiJsonBody(CreateCustomerDto, "'Invalid customer data' with field errors")
  @ApiCreatedResponse({
    type: CustomerDto,
    description: 'Claimed; the single-use code is sent by email, never in this answer',
  })
  @ApiErrors({
    409: "This email already claimed the discount ('already exists')",
    503: UNAVAILABLE,
  })
  createCustomer(@Body(CustomerValidationPipe) body: ValidatedCustomer): Promise<CustomerDto> {
    return this.customers.claimDiscount(body);
  }
}
