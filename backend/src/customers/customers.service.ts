import { ConflictException, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { classifyDatabaseError } from '../common/errors/database-errors.js';
import { generateDiscountCode } from './discount-code.js';
import type { CreateCustomerDto } from './dto/create-customer.dto.js';
import type { CustomerDto } from './dto/customer.dto.js';
import { CustomersRepository } from './customers.repository.js';
import { NotificationsService } from '../notifications/notifications.service.js';

/** The unique index that makes one claim per e-mail (trimmed, case-insensitive). */
export const EMAIL_CLAIM_CONSTRAINT = 'uq_customers_email_claim';
const CODE_CONSTRAINT = 'uq_customers_discount_code';
/** Fresh codes tried when one collides with an existing code (about 1 in 10^12 each). */
const CODE_ATTEMPTS = 3;

@Injectable()
export class CustomersService {
  constructor(
    private readonly db: Db,
    private readonly customers: CustomersRepository,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Records a first-repair discount claim with a new single-use code, on the claimant's customer
   * record (found by e-mail or phone, or made). The database decides who is first: of concurrent
   * claims for one e-mail one UPDATE takes the code and the others find it taken.
   * The e-mail with the code is queued in the same transaction, so it goes out exactly for the winner.
   */
  async claimDiscount(input: CreateCustomerDto): Promise<CustomerDto> {
    for (let attempt = 1; ; attempt++) {
      try {
        const saved = await this.db.transaction(async () => {
          const code = generateDiscountCode();
          const claimed = await this.customers.insertClaim({
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            deviceInfo: input.deviceInfo ?? null,
            discountCode: code,
            claimedAt: this.clock.now(),
          });
          if (!claimed) throw alreadyClaimed();
          await this.notifications.discountCode(input.email, {
            firstName: input.firstName,
            code,
          });
          return claimed;
        });
        return {
          id: saved.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          discountClaimed: saved.discount_claimed,
          createdAt: new Date(saved.discount_claimed_at).toISOString(),
        };
      } catch (error) {
        const failure = classifyDatabaseError(error);
        if (failure.kind === 'conflict' && failure.constraint === EMAIL_CLAIM_CONSTRAINT)
          throw alreadyClaimed();
        if (failure.kind === 'conflict' && failure.constraint === CODE_CONSTRAINT && attempt < CODE_ATTEMPTS)
          continue;
        throw error;
      }
    }
  }
}

/** 409: the e-mail's claim was made already (one per e-mail, spec 7). */
function alreadyClaimed(): ConflictException {
  return new ConflictException({
    message: 'A discount claim for this email already exists',
    errors: [{ field: 'email', message: 'This email has already been used to claim the discount' }],
  });
}
