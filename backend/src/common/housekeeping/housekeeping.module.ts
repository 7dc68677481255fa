import { Module } from '@nestjs/common';
import { ScheduledRunsRepository } from '../run-once/scheduled-runs.repository.js';
import { HousekeepingJob } from './housekeeping.job.js';
import { HousekeepingRepository } from './housekeeping.repository.js';

/** The periodic clean-up of rows past their use (see HousekeepingJob). */
@Module({
  providers: [HousekeepingJob, HousekeepingRepository, ScheduledRunsRepository],
  exports: [HousekeepingJob],
})
export class HousekeepingModule {}
