import { PickupConfirmationDto } from './pickup-confirmation.dto.js';

/** The customer's look-up: what staff ask at pickup, the reference and the phone's last 4 digits. */
export class TrackingLookupDto extends PickupConfirmationDto {}
