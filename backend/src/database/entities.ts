import { Appointment } from '../appointments/entities/appointment.entity.js';
import { AdminSession } from '../auth/entities/admin-session.entity.js';
import { AdminUser } from '../auth/entities/admin-user.entity.js';
import { DeviceModel } from '../catalogue/entities/device-model.entity.js';
import { ServiceType } from '../catalogue/entities/service-type.entity.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { RetailPrice } from '../pricing/entities/retail-price.entity.js';

/** Every entity mapped by TypeORM (ESM: listed, not globbed). */
export const entities = [Appointment, AdminSession, AdminUser, Customer, DeviceModel, RetailPrice, ServiceType];
