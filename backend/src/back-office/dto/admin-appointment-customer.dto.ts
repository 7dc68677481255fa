import { CustomerContactDto } from '../../customers/dto/customer-contact.dto.js';

/** The contact details given with a booking (as they were at booking time). */
export class AdminAppointmentCustomerDto extends CustomerContactDto {}
