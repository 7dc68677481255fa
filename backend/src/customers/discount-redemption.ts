import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { affectedCount } from '../common/database/query-result.js';
import { DISCOUNT_CENTS, normaliseDiscountCode } from './discount-code.js';

/**
 * Uses a discount code inside the caller's transaction and answers the cents it takes off.
 *
 * One conditional UPDATE (no read-then-write): of concurrent transactions using one code, the first
 * takes the row lock and marks it used; the others re-check `discount_code_used_at IS NULL` after it
 * commits and match nothing. If the caller's transaction rolls back, the code is unused again.
 * `appointmentId` records which booking used the code: a booking mints its id first and inserts its
 * row later in the same transaction (the link is checked at commit).
 */
export async function redeemDiscountCode(
  manager: EntityManager,
  code: string,
  email: string,
  usedAt?: Date,
  appointmentId?: string,
): Promise<number> {
  const rows: unknown = await manager.query(
    `UPDATE customers
        SET discount_code_used_at = coalesce($3::timestamptz, now()),
            discount_code_used_by_appointment = $4::uuid
      WHERE discount_code = $1
        AND lower(btrim(email)) = lower(btrim($2))
        AND discount_code_used_at IS NULL
      RETURNING id`,
    [normaliseDiscountCode(code), email, usedAt?.toISOString() ?? null, appointmentId ?? null],
  );
  if (affectedCount(rows) !== 1) {
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

/**
 * Gives back the discount code that a booking used, when that booking is cancelled: inside the
 * cancel's transaction, so the code is free again exactly when the cancel commits. Once: the code
 * is released only while it still names this appointment, and releasing clears that link (a
 * cancelled booking is final, so it cannot take the code again). Answers whether a code was freed.
 */
export async function releaseDiscountCode(manager: EntityManager, appointmentId: string): Promise<boolean> {
  const rows: unknown = await manager.query(
    `UPDATE customers
        SET discount_code_used_at = NULL, discount_code_used_by_appointment = NULL
      WHERE discount_code_used_by_appointment = $1
      RETURNING id`,
    [appointmentId],
  );
  return affectedCount(rows) === 1;
}
