import { AdminSession } from '../auth/entities/admin-session.entity.js';
import { AdminUser } from '../auth/entities/admin-user.entity.js';
import { DeviceModel } from '../catalogue/entities/device-model.entity.js';
import { ServiceType } from '../catalogue/entities/service-type.entity.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { Part } from '../inventory/entities/part.entity.js';
import { OutboxMessage } from '../notifications/entities/outbox-message.entity.js';

/**
 * Every entity mapped by TypeORM (ESM: listed, not globbed): only those read through TypeORM
 * repositories. Tables written in SQL (appointments, prices, idempotency keys) have no entity.
 */
export const entities = [OutboxMessage, AdminSession, AdminUser, Customer, DeviceModel, ServiceType, Part];
