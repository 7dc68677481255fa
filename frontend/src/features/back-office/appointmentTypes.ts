import type {
  AdminAppointmentDetailDto,
  AdminAppointmentDto,
  AdminCustomerDto,
  AppointmentStatus,
  CustomerClaimFilter,
} from '../../api';

/** The generated shapes of the appointments and customers screens, under the names the screens use. */
export type AdminAppointment = AdminAppointmentDto;
export type AdminAppointmentDetail = AdminAppointmentDetailDto;
export type AdminCustomer = AdminCustomerDto;
export type { AppointmentStatus, CustomerClaimFilter };
