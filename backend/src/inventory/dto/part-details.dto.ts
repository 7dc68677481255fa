import { PartDeviceModelId, PartText } from './part-fields.js';

/** A part's optional details, written the same way when it is added and when it is changed. */
export class PartDetailsDto {
  @PartDeviceModelId()
  deviceModelId?: string | null;

  @PartText('screen', 'What kind of part (screen, battery, ...)')
  partType?: string | null;

  @PartText('Mobilesentrix', 'Who the shop buys it from')
  supplier?: string | null;
}
