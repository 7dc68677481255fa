import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../entities/admin-user.entity.js';

/** The signed-in staff member (spec 3, admin session response). */
export class AdminSessionDto {
  @ApiProperty({ example: 'editor' })
  username: string;

  @ApiProperty({ enum: ['viewer', 'editor'], enumName: 'StaffRole', example: 'editor' })
  role: Role;
}
