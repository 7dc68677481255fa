import { Appointment } from '../appointments/entities/appointment.entity.js';
import { AppointmentService } from '../appointments/entities/appointment-service.entity.js';
import { IdempotencyKey } from '../appointments/entities/idempotency-key.entity.js';
import { AdminSession } from '../auth/entities/admin-session.entity.js';
import { AdminUser } from '../auth/entities/admin-user.entity.js';
import { LoginFailure } from '../auth/entities/login-failure.entity.js';
import { DeviceModel } from '../catalogue/entities/device-model.entity.js';
import { ServiceType } from '../catalogue/entities/service-type.entity.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { RetailPriceHistory } from '../pricing/entities/retail-price-history.entity.js';
import { OutboxMessage } from '../notifications/entities/outbox-message.entity.js';
import { RetailPrice } from '../pricing/entities/retail-price.entity.js';

/** Every entity mapped by TypeORM (ESM: listed, not globbed). */
export const entities = [
  OutboxMessage,
  Appointment,
  AppointmentService,
  IdempotencyKey,
  AdminSession,
  AdminUser,
  LoginFailure,
  Customer,
  DeviceModel,
  RetailPrice,
  RetailPriceHistory,
  ServiceType,
];
