import { ApiProperty } from '@nestjs/swagger';
import { FailedSignInsDto } from './failed-sign-ins.dto.js';
import type { Role } from '../entities/admin-user.entity.js';
import { Permission } from '../permissions.js';

/** The signed-in staff member (spec 3, admin session response), with what their role allows. */
export class AdminSessionDto {
  @ApiProperty({ example: 'editor' })
  username: string;

  @ApiProperty({ enum: ['viewer', 'editor', 'owner'], enumName: 'StaffRole', example: 'editor' })
  role: Role;

  @ApiProperty({
    enum: Permission,
    enumName: 'StaffPermission',
    isArray: true,
    example: [Permission.PricesRead, Permission.PricesWrite],
    description:
      "What this staff member may do, from the server's one role-to-permission table (the server checks every request itself)",
  })
  permissions: Permission[];

  @ApiProperty({
    type: FailedSignInsDto,
    description:
      'Failed sign-in attempts on this account between the previous sign-in (within 30 days) and this session’s',
  })
  failedSignIns: FailedSignInsDto;
}
