import { ApiProperty } from '@nestjs/swagger';
import { CustomerChangeDto } from '../../customers/dto/customer-change.dto.js';
import { CustomerMergeDto } from '../../customers/dto/customer-merge.dto.js';
import { CustomerRecordDto } from '../../customers/dto/customer-record.dto.js';
import { AdminCustomerAddressDto } from './admin-customer-address.dto.js';
import { AdminCustomerBookingDto } from './admin-customer-booking.dto.js';
import { AdminCustomerClaimDto } from './admin-customer-claim.dto.js';
import { AdminCustomerOrderDto } from './admin-customer-order.dto.js';
import { AdminCustomerQuoteDto } from './admin-customer-quote.dto.js';

/**
 * A customer's page (counter spec 1): contact details, other addresses, and every booking, repair
 * order, quote and discount claim, each list newest first; the corrections and merges.
 * Payments and receipts (counter spec 2 and 3) join as their own lists here, filled from the
 * payments feature's repository by AdminCustomersService.page.
 */
export class AdminCustomerDetailDto {
  @ApiProperty({ type: CustomerRecordDto })
  customer: CustomerRecordDto;

  @ApiProperty({ type: [AdminCustomerAddressDto] })
  otherAddresses: AdminCustomerAddressDto[];

  @ApiProperty({ type: [AdminCustomerBookingDto] })
  bookings: AdminCustomerBookingDto[];

  @ApiProperty({ type: [AdminCustomerOrderDto] })
  repairOrders: AdminCustomerOrderDto[];

  @ApiProperty({ type: [AdminCustomerQuoteDto] })
  quotes: AdminCustomerQuoteDto[];

  @ApiProperty({ type: [AdminCustomerClaimDto] })
  claims: AdminCustomerClaimDto[];

  @ApiProperty({ type: [CustomerChangeDto], description: 'Corrections of the contact details, newest first' })
  changes: CustomerChangeDto[];

  @ApiProperty({ type: [CustomerMergeDto], description: 'Records merged into this one, newest first' })
  merges: CustomerMergeDto[];
}
