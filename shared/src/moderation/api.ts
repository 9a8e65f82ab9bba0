import { callApi } from '@kinora/shared';
import type {
  Page,
  Job,
  JobIdResult,
  JobListQuery,
  JobQueues,
  AdminUser,
  Block,
  BlockQuery,
  BlockScope,
  Application,
  ApplicationDecision,
  ApplicationQuery,
  AdminUserQuery,
  ChannelCommentSettings,
  CreatedReport,
  CreateReportRequest,
  HeldItem,
  HeldItemQuery,
  HeldItemResult,
  ModerationActionRequest,
  ModerationLogEntry,
  ModerationLogQuery,
  ReportedItem,
  ReportQueueQuery,
  SetRoleRequest,
  SiteSettings,
  UnblockResult,
} from '@kinora/shared';

/** Reports a video, comment, post or channel to the moderators (one open report per item). */
export function createReport(body: CreateReportRequest): Promise<CreatedReport> {
  return callApi('POST /reports', { body });
}

/** Moderators: reported items with their reports, the most recently reported first. */
export function getReportQueue(query: ReportQueueQuery = {}): Promise<Page<ReportedItem>> {
  return callApi('GET /moderation/reports', { query });
}

/**
 * Moderators: acts on the item one of its reports names and resolves its open reports; answers
 * the item as it now stands.
 */
export function actOnReport(
  reportId: string,
  body: ModerationActionRequest,
): Promise<ReportedItem> {
  return callApi('POST /moderation/reports/:reportId/actions', { params: { reportId }, body });
}

/** Moderators: what moderators did, newest first. */
export function getModerationLog(
  query: ModerationLogQuery = {},
): Promise<Page<ModerationLogEntry>> {
  return callApi('GET /moderation/log', { query });
}

/** Admins: accounts with their role and suspension, newest first. */
export function getAdminUsers(query: AdminUserQuery = {}): Promise<Page<AdminUser>> {
  return callApi('GET /admin/users', { query });
}

/** Admins: grants or takes the moderator role. */
export function setUserRole(userId: string, role: SetRoleRequest['role']): Promise<AdminUser> {
  return callApi('PUT /admin/users/:userId/role', { params: { userId }, body: { role } });
}

/** Admins: the site's name, description, rules, registration mode and blocked words. */
export function getSiteSettings(): Promise<SiteSettings> {
  return callApi('GET /admin/settings');
}

/** Admins: replaces the site's settings; answers them as saved (blocked words deduplicated). */
export function saveSiteSettings(body: SiteSettings): Promise<SiteSettings> {
  return callApi('PUT /admin/settings', { body });
}

/** Admins: applications for an account, oldest first, pending unless another status is asked. */
export function getApplications(query: ApplicationQuery = {}): Promise<Page<Application>> {
  return callApi('GET /admin/applications', { query });
}

/** Admins: approves (the account is made) or refuses (with a reason the applicant is told). */
export function decideApplication(
  applicationId: string,
  body: ApplicationDecision,
): Promise<Application> {
  return callApi('POST /admin/applications/:applicationId/decision', {
    params: { applicationId },
    body,
  });
}

/** Creators: the channel's comment policy (for videos without their own) and blocked words. */
export function getCommentSettings(): Promise<ChannelCommentSettings> {
  return callApi('GET /dashboard/comment-settings');
}

/** Creators: replaces the channel's comment settings; answers them as saved (words deduplicated). */
export function saveCommentSettings(body: ChannelCommentSettings): Promise<ChannelCommentSettings> {
  return callApi('PUT /dashboard/comment-settings', { body });
}

/** Creators: comments on their videos and replies to their posts waiting for them, oldest first. */
export function getHeldForCreator(query: HeldItemQuery = {}): Promise<Page<HeldItem>> {
  return callApi('GET /dashboard/held', { query });
}

/** Moderators: comments and posts the site's blocked words hold, oldest first. */
export function getHeldForModerators(query: HeldItemQuery = {}): Promise<Page<HeldItem>> {
  return callApi('GET /moderation/held', { query });
}

/** Its reviewer publishes a held comment or post. */
export function approveHeldItem(item: Pick<HeldItem, 'kind' | '_id'>): Promise<HeldItemResult> {
  return callApi('POST /held/:itemKind/:itemId/approve', {
    params: { itemKind: item.kind, itemId: item._id },
  });
}

/** Its reviewer deletes a held comment or post without publishing it. */
export function removeHeldItem(item: Pick<HeldItem, 'kind' | '_id'>): Promise<HeldItemResult> {
  return callApi('POST /held/:itemKind/:itemId/remove', {
    params: { itemKind: item.kind, itemId: item._id },
  });
}

/** The people the caller blocked or hid from their channel, newest first. */
export function getBlocks(query: BlockQuery = {}): Promise<Page<Block>> {
  return callApi('GET /users/blocks', { query });
}

/**
 * Blocks a user everywhere, or with `channel` hides them from the caller's channel only; sent
 * again, it changes the scope.
 */
export function blockUser(userId: string, scope: BlockScope = 'everywhere'): Promise<Block> {
  return callApi('POST /users/blocks/:userId', { params: { userId }, body: { scope } });
}

/** Lifts a block or a hiding from the channel (answered alike when there was none). */
export function unblockUser(userId: string): Promise<UnblockResult> {
  return callApi('DELETE /users/blocks/:userId', { params: { userId } });
}

/** Admins: the durable queues with how many jobs wait, run and failed. */
export function getJobQueues(): Promise<JobQueues> {
  return callApi('GET /admin/jobs/queues');
}

/** Admins: one state's jobs (failed by default), oldest first. */
export function getJobs(query: JobListQuery = {}): Promise<Page<Job>> {
  return callApi('GET /admin/jobs', { query });
}

/** Admins: runs a failed job again. */
export function retryJob(jobId: string): Promise<JobIdResult> {
  return callApi('POST /admin/jobs/:jobId/retry', { params: { jobId } });
}

/** Admins: stops a waiting or running job. */
export function cancelJob(jobId: string): Promise<JobIdResult> {
  return callApi('POST /admin/jobs/:jobId/cancel', { params: { jobId } });
}
