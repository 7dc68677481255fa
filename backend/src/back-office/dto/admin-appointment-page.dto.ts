import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { AdminAppointmentDto } from './admin-appointment.dto.js';

/** One page of appointments, earliest first, with the filter that was applied. */
export class AdminAppointmentPageDto {
  @ApiProperty({ type: [AdminAppointmentDto] })
  items: AdminAppointmentDto[];

  @ApiProperty({ type: 'integer', example: 3, description: 'Appointments matching the filter, all pages' })
  total: number;

  @ApiProperty({ type: 'integer', example: 1 })
  page: number;

  @ApiProperty({ type: 'integer', example: 50 })
  pageSize: number;

  @ApiProperty({
    ...LOCAL_DATE,
    nullable: true,
    description: 'First day (shop time) of the filter; null when not filtered by date (search)',
  })
  from: string | null;

  @ApiProperty({
    ...LOCAL_DATE,
    nullable: true,
    example: '2026-03-22',
    description: 'Last day (shop time, inclusive) of the filter; null when not filtered by date (search)',
  })
  to: string | null;

  @ApiProperty({ example: 'America/Chicago', description: "The shop's time zone" })
  timeZone: string;
}
