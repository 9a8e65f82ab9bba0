import { PageSchema } from '../envelope';
import {
  BlockParamsSchema,
  BlockQuerySchema,
  BlockRequestSchema,
  BlockSchema,
  UnblockResultSchema,
} from '../blocks';
import { defineEndpoints } from './define';

/** Blocking users, and hiding them from one's channel. */
export const blockEndpoints = defineEndpoints({
  'GET /users/blocks': {
    tags: ['blocks'],
    summary: 'The users the caller blocked or hid from their channel, newest first',
    auth: 'user',
    querystring: BlockQuerySchema,
    response: PageSchema(BlockSchema),
    errors: [400, 401],
  },
  'POST /users/blocks/:userId': {
    tags: ['blocks'],
    summary:
      "Block a user (everywhere: their videos, comments and posts leave the caller's lists, and they can no longer comment on the caller's videos or reply to them) or hide them from the caller's channel (scope channel: the second half only); their comments already on the caller's videos are then seen by them alone",
    auth: 'user',
    params: BlockParamsSchema,
    body: BlockRequestSchema,
    response: BlockSchema,
    errors: [400, 401, 404],
  },
  'DELETE /users/blocks/:userId': {
    tags: ['blocks'],
    summary: 'Lift a block or a hiding from the channel',
    auth: 'user',
    params: BlockParamsSchema,
    response: UnblockResultSchema,
    errors: [400, 401],
  },
});
