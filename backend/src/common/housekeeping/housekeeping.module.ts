import { Global, Module } from '@nestjs/common';
import { ScheduledRunsRepository } from '../run-once/scheduled-runs.repository.js';
import { HousekeepingJob } from './housekeeping.job.js';

/** The periodic clean-up of rows past their use; modules register their own (HousekeepingJob.register). */
@Global()
@Module({ providers: [HousekeepingJob, ScheduledRunsRepository], exports: [HousekeepingJob] })
export class HousekeepingModule {}
