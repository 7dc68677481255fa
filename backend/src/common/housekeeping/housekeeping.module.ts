import { Module } from '@nestjs/common';
import { HousekeepingJob } from './housekeeping.job.js';

/** The periodic clean-up of rows past their use (see HousekeepingJob). */
@Module({ providers: [HousekeepingJob], exports: [HousekeepingJob] })
export class HousekeepingModule {}
