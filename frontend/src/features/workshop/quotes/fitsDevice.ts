import type { AdminPartDto } from '../../../api/staff';

/**
 * Whether a part may go on an order for the catalogue's device model `deviceModelId` (issue 39
 * item 3): a part names its model from the catalogue; one that names none fits any device. An order
 * whose device is not in the catalogue (null) cannot be matched: every part is offered. Retired
 * parts are never offered.
 */
export function fitsDevice(
  part: Pick<AdminPartDto, 'deviceModelId' | 'retiredAt'>,
  deviceModelId: string | null,
): boolean {
  if (part.retiredAt) return false;
  return part.deviceModelId === null || deviceModelId === null || part.deviceModelId === deviceModelId;
}
