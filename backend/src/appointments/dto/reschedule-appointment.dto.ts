import { BookingAccessDto } from './booking-access.dto.js';
import { SlotStart } from './create-appointment.dto.js';

/** Move a booking to another slot: the e-mail it was made with, and the new slot's start. */
export class RescheduleAppointmentDto extends BookingAccessDto {
  @SlotStart()
  appointmentDate: string;
}
