import type { PaymentMethod } from '../../../api/staff';
import { formatCents, parseDollars } from '../../../lib/money';

/** How a customer pays at the counter (counter spec 2), in the order the forms offer them. */
export const PAYMENT_METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'other', label: 'Other' },
];

/** A method's label ("Card"); an unknown one as it is. */
export const methodLabel = (method: string): string =>
  PAYMENT_METHODS.find((m) => m.value === method)?.label ?? method;

/**
 * An amount typed in dollars: its cents (null when it is not one) and what is wrong with it, if
 * anything: not an amount (the message gives `example`), or above `maxCents`.
 */
export function typedAmount(
  amount: string,
  maxCents: number,
  example: string,
): { cents: number | null; error: string | null } {
  const cents = parseDollars(amount);
  const error =
    amount && cents === null
      ? `Type an amount such as ${example}`
      : cents !== null && cents > maxCents
        ? `At most ${formatCents(maxCents)}`
        : null;
  return { cents, error };
}
