/**
 * The job queue (docs/decisions/0043-job-queue.md):
 * one jobs table, one runner per server (`app.jobs`, plugins/jobs.ts). Features enqueue with
 * `enqueueJob(tx, kind, payload, options)` and register handlers on `app.jobs`.
 */
export {
  backoffMs,
  BASE_RETRY_MS,
  claimNextJob,
  completeJob,
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  enqueueJob,
  failJob,
  MAX_RETRY_MS,
  pruneDoneJobs,
  type EnqueueOptions,
  type JobRow,
} from './queue';
export {
  createJobRunner,
  describeJobError,
  PRUNE_KIND,
  type JobContext,
  type JobHandler,
  type JobKindOptions,
  type JobLog,
  type JobOutcome,
  type JobRunner,
  type JobRunnerOptions,
  type PeriodicJobOptions,
} from './runner';
