import { PageSchema } from '../envelope';
import {
  ChannelCommentSettingsSchema,
  HeldItemParamsSchema,
  HeldItemQuerySchema,
  HeldItemResultSchema,
  HeldItemSchema,
} from '../comment-controls';
import { defineEndpoints } from './define';

const heldPage = PageSchema(HeldItemSchema);

/** Creators' comment controls, and the comments and posts held for review. */
export const commentControlEndpoints = defineEndpoints({
  'GET /dashboard/comment-settings': {
    tags: ['comment controls'],
    summary: "The signed-in creator's channel-wide comment policy and blocked words",
    auth: 'user',
    response: ChannelCommentSettingsSchema,
    errors: [401],
  },
  'PUT /dashboard/comment-settings': {
    tags: ['comment controls'],
    summary:
      "Set the channel's comment policy (for videos without their own) and its blocked words; what was published stays",
    auth: 'user',
    body: ChannelCommentSettingsSchema,
    response: ChannelCommentSettingsSchema,
    errors: [400, 401],
  },
  'GET /dashboard/held': {
    tags: ['comment controls'],
    summary:
      "Comments on the creator's videos and replies to their posts that wait for their review (held by a policy or the channel's words), oldest first",
    auth: 'user',
    querystring: HeldItemQuerySchema,
    response: heldPage,
    errors: [400, 401],
  },
  'GET /moderation/held': {
    tags: ['comment controls'],
    summary: "Comments and posts held by the site's blocked words, oldest first (moderators)",
    auth: 'moderator',
    querystring: HeldItemQuerySchema,
    response: heldPage,
    errors: [400, 401, 403],
  },
  'POST /held/:itemKind/:itemId/approve': {
    tags: ['comment controls'],
    summary:
      'Publish a held comment or post (its reviewer: the creator for what their policy or words held, moderators for the site’s words)',
    auth: 'user',
    params: HeldItemParamsSchema,
    response: HeldItemResultSchema,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /held/:itemKind/:itemId/remove': {
    tags: ['comment controls'],
    summary: 'Delete a held comment or post without publishing it (its reviewer)',
    auth: 'user',
    params: HeldItemParamsSchema,
    response: HeldItemResultSchema,
    errors: [400, 401, 403, 404, 409],
  },
});
