import { Module } from '@nestjs/common';

/** Customers: filled by its own issue. */
@Module({})
export class CustomersModule {}
