import type { CheckInResultDto } from '../../api/staff';
import { paths } from '../../config/paths';
import { shop } from '../../config/shop';
import { fromZonedInput } from '../../lib/dates';

/** What a check-in leaves in the order page's history entry: the link it minted, for the first slip. */
export interface CheckedInState {
  trackingUrl?: string | null;
}

/** Where a check-in (walk-in or appointment) leads: the new order's page, with its tracking link. */
export function afterCheckIn(result: CheckInResultDto): [string, { state: CheckedInState }] {
  return [paths.admin.repairOrder.href(result.order.id), { state: { trackingUrl: result.trackingUrl } }];
}

/** The estimated ready time a check-in sends, when one was typed (a date-time input in shop time). */
export function estimatedReadyToSend(value: string): { estimatedReadyAt?: string } {
  const at = fromZonedInput(value, shop.timeZone);
  return at ? { estimatedReadyAt: at } : {};
}
