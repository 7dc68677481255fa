import { Module } from '@nestjs/common';

/** Appointments: filled by its own issue. */
@Module({})
export class AppointmentsModule {}
