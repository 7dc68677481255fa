import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from './entities/admin-user.entity.js';

/** The signed-in staff member, attached to the request by the global guard. */
export interface StaffPrincipal {
  id: string;
  username: string;
  role: Role;
  sessionId: string;
  /** When this session's sign-in happened. */
  signedInAt: Date;
}

export const CurrentStaff = createParamDecorator((_data: unknown, ctx: ExecutionContext): StaffPrincipal => {
  return ctx.switchToHttp().getRequest<{ staff: StaffPrincipal }>().staff;
});
