import { callApi } from '@kinora/shared';
import type {
  Page,
  AdminUser,
  AdminUserQuery,
  CreatedReport,
  CreateReportRequest,
  ModerationActionRequest,
  ModerationLogEntry,
  ModerationLogQuery,
  ReportedItem,
  ReportQueueQuery,
  SetRoleRequest,
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
