import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersController } from './customers.controller.js';
import { CustomersRepository } from './customers.repository.js';
import { CustomersService } from './customers.service.js';
import { DiscountCodes } from './discount-codes.js';
import { Customer } from './entities/customer.entity.js';

/** The $10 first-repair discount: claims (POST /api/customers) and single-use codes (DiscountCodes). */
@Module({
  imports: [TypeOrmModule.forFeature([Customer])],
  controllers: [CustomersController],
  providers: [CustomersService, CustomersRepository, DiscountCodes],
  exports: [CustomersRepository, DiscountCodes],
})
export class CustomersModule {}
