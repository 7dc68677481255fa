import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { fieldErrors } from '../common/validation.js';
import { CreateCustomerDto } from './dto/create-customer.dto.js';

/**
 * Validates a discount signup like the global pipe does, but answers 'Invalid customer data' (the
 * message the popup maps to its Invalid Information toast, spec 8) with the field errors.
 * The controller declares the body without a class type so that the global pipe leaves it to this one.
 */
export class CustomerValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      expectedType: CreateCustomerDto,
      exceptionFactory: (errors) =>
        new BadRequestException({ message: 'Invalid customer data', errors: fieldErrors(errors) }),
    });
  }
}
