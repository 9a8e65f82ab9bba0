export type {
  Job,
  JobIdResult,
  JobListQuery,
  JobQueue,
  JobQueues,
  JobState,
} from '@kinora/contract';
export { JOB_STATES } from '@kinora/contract/constants';
