import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DISCOUNT_CENTS, normaliseDiscountCode } from './discount-code.js';

/**
 * Uses a discount code inside the caller's transaction and answers the cents it takes off.
 *
 * One conditional UPDATE (no read-then-write): of concurrent transactions using one code, the first
 * takes the row lock and marks it used; the others re-check `discount_code_used_at IS NULL` after it
 * commits and match nothing. If the caller's transaction rolls back, the code is unused again.
 * `appointmentId`, when known, records which booking used the code (or call
 * `recordDiscountAppointment` once the appointment row exists).
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
  if (updatedCount(rows) !== 1) {
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

/** Records the appointment that used a code redeemed earlier in the same transaction. */
export async function recordDiscountAppointment(
  manager: EntityManager,
  code: string,
  appointmentId: string,
): Promise<void> {
  await manager.query(
    `UPDATE customers SET discount_code_used_by_appointment = $2::uuid
      WHERE discount_code = $1 AND discount_code_used_at IS NOT NULL`,
    [normaliseDiscountCode(code), appointmentId],
  );
}

/** TypeORM's postgres driver answers an UPDATE ... RETURNING as [rows, affected]. */
function updatedCount(result: unknown): number {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[1];
  }
  return Array.isArray(result) ? result.length : 0;
}
