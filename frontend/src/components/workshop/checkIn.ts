import type { CheckInResultDto } from '../../api/staff';
import { paths } from '../../config/paths';

/** What a check-in leaves in the order page's history entry: the link it minted, for the first slip. */
export interface CheckedInState {
  trackingUrl?: string | null;
}

/** Where a check-in (walk-in or appointment) leads: the new order's page, with its tracking link. */
export function afterCheckIn(result: CheckInResultDto): [string, { state: CheckedInState }] {
  return [paths.admin.repairOrder.href(result.order.id), { state: { trackingUrl: result.trackingUrl } }];
}
