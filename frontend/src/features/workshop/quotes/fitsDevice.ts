import type { AdminPartDto } from '../../../api/staff';

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a part may go on an order for `deviceModel` (issue 39 item 3): a part names its device
 * model as the catalogue does; one that names none fits any device. Retired parts are never offered.
 */
export function fitsDevice(
  part: Pick<AdminPartDto, 'deviceModel' | 'retiredAt'>,
  deviceModel: string,
): boolean {
  if (part.retiredAt) return false;
  return !part.deviceModel?.trim() || norm(part.deviceModel) === norm(deviceModel);
}
