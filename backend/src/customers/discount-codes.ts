import { BadRequestException, Injectable } from '@nestjs/common';
import { CustomersRepository } from './customers.repository.js';
import { DISCOUNT_CENTS } from './discount-code.js';

/**
 * Using and giving back first-repair discount codes, in the caller's transaction: a code is used
 * once (a rollback leaves it unused), and a cancelled booking gives back the code it used.
 */
@Injectable()
export class DiscountCodes {
  constructor(private readonly customers: CustomersRepository) {}

  /**
   * Uses a code and answers the cents it takes off, or 400 when it is not this e-mail's or was used.
   * `appointmentId` records which booking used it (a booking mints its id first and inserts its row
   * later in the same transaction: the link is checked at commit).
   */
  async redeem(code: string, email: string, usedAt?: Date, appointmentId?: string): Promise<number> {
    if (!(await this.customers.redeemCode(code, email, usedAt, appointmentId))) {
      throw new BadRequestException({
        message: 'Invalid discount code',
        errors: [
          {
            field: 'discountCode',
            message: 'This discount code is not valid for this email or was already used',
          },
        ],
      });
    }
    return DISCOUNT_CENTS;
  }

  /** Gives back the code a cancelled booking used (once); answers whether one was freed. */
  release(appointmentId: string): Promise<boolean> {
    return this.customers.releaseCode(appointmentId);
  }
}
