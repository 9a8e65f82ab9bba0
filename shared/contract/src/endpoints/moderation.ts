import { PageSchema } from '../envelope';
import {
  AdminUserParamsSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  CreatedReportSchema,
  CreateReportRequestSchema,
  ModerationActionRequestSchema,
  ModerationLogEntrySchema,
  ModerationLogQuerySchema,
  ReportedItemSchema,
  ReportParamsSchema,
  ReportQueueQuerySchema,
  SetRoleRequestSchema,
} from '../moderation';
import { defineEndpoints } from './define';

/** Reports, the moderators' queue and log, and the admins' users page. */
export const moderationEndpoints = defineEndpoints({
  'POST /reports': {
    tags: ['moderation'],
    summary:
      'Report a video, comment, post or channel to the moderators (one open report per item; 20 an hour)',
    auth: 'user',
    body: CreateReportRequestSchema,
    status: 201,
    response: CreatedReportSchema,
    errors: [400, 401, 404, 409, 429],
  },
  'GET /moderation/reports': {
    tags: ['moderation'],
    summary: 'Reported items with their reports, the most recently reported first (moderators)',
    auth: 'moderator',
    querystring: ReportQueueQuerySchema,
    response: PageSchema(ReportedItemSchema),
    errors: [400, 401, 403],
  },
  'POST /moderation/reports/:reportId/actions': {
    tags: ['moderation'],
    summary:
      'Dismiss, remove, restore, suspend the owner or lift the suspension; resolves the item’s open reports and writes the log (moderators)',
    auth: 'moderator',
    params: ReportParamsSchema,
    body: ModerationActionRequestSchema,
    response: ReportedItemSchema,
    errors: [400, 401, 403, 404, 409],
  },
  'GET /moderation/log': {
    tags: ['moderation'],
    summary: 'What moderators did, newest first (moderators)',
    auth: 'moderator',
    querystring: ModerationLogQuerySchema,
    response: PageSchema(ModerationLogEntrySchema),
    errors: [400, 401, 403],
  },
  'GET /admin/users': {
    tags: ['moderation'],
    summary: 'Accounts with their role and suspension (admins)',
    auth: 'admin',
    querystring: AdminUserQuerySchema,
    response: PageSchema(AdminUserSchema),
    errors: [400, 401, 403],
  },
  'PUT /admin/users/:userId/role': {
    tags: ['moderation'],
    summary: 'Grant or take the moderator role (admins; the admin role stays the operator’s)',
    auth: 'admin',
    params: AdminUserParamsSchema,
    body: SetRoleRequestSchema,
    response: AdminUserSchema,
    errors: [400, 401, 403, 404, 409],
  },
});
