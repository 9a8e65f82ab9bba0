import {
  ExternalCommentPageSchema,
  ExternalCommentsQuerySchema,
  ExternalSearchQuerySchema,
  ExternalSearchResultSchema,
  ExternalVideoDetailsSchema,
  ExternalVideoParamsSchema,
} from '../youtube';
import { defineEndpoints } from './define';

// 429: the daily quota is spent; 502: YouTube failed to answer.
const errors = [400, 404, 429, 502] as const;

/**
 * Public YouTube videos through the server: the key stays there, answers are cached and budgeted,
 * and without a key the offline catalogue answers the same calls.
 */
export const youtubeEndpoints = defineEndpoints({
  'GET /youtube/search': {
    tags: ['youtube'],
    summary: 'Search public videos (429 when the daily quota is spent)',
    querystring: ExternalSearchQuerySchema,
    response: ExternalSearchResultSchema,
    errors,
  },
  'GET /youtube/video/:videoId': {
    tags: ['youtube'],
    summary: 'One public video with its counts',
    params: ExternalVideoParamsSchema,
    response: ExternalVideoDetailsSchema,
    errors,
  },
  'GET /youtube/comments/:videoId': {
    tags: ['youtube'],
    summary: "A page of a video's YouTube comments (empty when comments are disabled)",
    params: ExternalVideoParamsSchema,
    querystring: ExternalCommentsQuerySchema,
    response: ExternalCommentPageSchema,
    errors,
  },
});
