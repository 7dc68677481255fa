import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerLinks } from './customer-links.js';
import { CustomerRecordsController } from './customer-records.controller.js';
import { CustomerRecordsRepository } from './customer-records.repository.js';
import { CustomerRecordsService } from './customer-records.service.js';
import { CustomersController } from './customers.controller.js';
import { CustomersRepository } from './customers.repository.js';
import { CustomersService } from './customers.service.js';
import { DiscountCodes } from './discount-codes.js';
import { Customer } from './entities/customer.entity.js';

/**
 * Customers as records (counter spec 1: match, corrections with history, merge, erasure; the
 * features that link rows to a record register with CustomerLinks) and the $10 first-repair
 * discount: claims (POST /api/customers) and single-use codes (DiscountCodes).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Customer])],
  controllers: [CustomersController, CustomerRecordsController],
  providers: [
    CustomersService,
    CustomersRepository,
    DiscountCodes,
    CustomerLinks,
    CustomerRecordsRepository,
    CustomerRecordsService,
  ],
  exports: [
    CustomersRepository,
    DiscountCodes,
    CustomerLinks,
    CustomerRecordsService,
    CustomerRecordsRepository,
  ],
})
export class CustomersModule {}
