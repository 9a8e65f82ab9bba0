import {
  CaptionDeletedSchema,
  CaptionListSchema,
  CaptionParamsSchema,
  CaptionSchema,
  UpdateCaptionRequestSchema,
} from '../captions';
import { DashboardStatsSchema } from '../dashboard';
import { PageQuerySchema, PageSchema } from '../envelope';
import {
  SearchQuerySchema,
  SearchResultSchema,
  SearchSuggestionsQuerySchema,
  SearchSuggestionsSchema,
  SearchCorrectionSchema,
} from '../search';
import {
  UpdateVideoRequestSchema,
  VideoIdResultSchema,
  VideoListQuerySchema,
  VideoParamsSchema,
  VideoSchema,
  VideoViewResultSchema,
} from '../videos';
import { defineEndpoints } from './define';

const params = VideoParamsSchema;
const ownerErrors = [400, 401, 403, 404] as const;

/** Videos with their processing, search, and the creator's dashboard. */
export const videoEndpoints = defineEndpoints({
  'GET /videos': {
    tags: ['videos'],
    summary:
      'Published videos, newest first unless sorted otherwise (trending: recent ones by views weighted by age)',
    querystring: VideoListQuerySchema,
    response: PageSchema(VideoSchema),
    errors: [400],
  },
  'GET /videos/:videoId': {
    tags: ['videos'],
    summary: 'One video with its owner and subscriber count (reading it counts no view)',
    params,
    response: VideoSchema,
    errors: [400, 404],
  },
  'POST /videos/:videoId/views': {
    tags: ['videos'],
    summary:
      'A watch page reports a view of a ready video: counted once a day per viewer, and kept in a signed-in viewer’s history',
    params,
    response: VideoViewResultSchema,
    errors: [400, 404],
  },
  'POST /videos': {
    tags: ['videos'],
    summary:
      'Upload a video (multipart: title, description, optional visibility, videoFile, thumbnail)',
    auth: 'user',
    consumes: ['multipart/form-data'],
    status: 201,
    response: VideoSchema,
    // 507: the site's disk is full.
    errors: [...ownerErrors, 413, 415, 422, 507],
  },
  'PATCH /videos/:videoId': {
    tags: ['videos'],
    summary:
      'Edit title, description and/or visibility (JSON), or also replace the thumbnail (multipart); owner only',
    auth: 'user',
    params,
    body: UpdateVideoRequestSchema,
    consumes: ['application/json', 'multipart/form-data'],
    response: VideoSchema,
    errors: [...ownerErrors, 413, 415],
  },
  'DELETE /videos/:videoId': {
    tags: ['videos'],
    summary:
      'Delete a video with its comments, likes, playlist and history entries and files; owner only',
    auth: 'user',
    params,
    response: VideoIdResultSchema,
    errors: ownerErrors,
  },
  'POST /videos/:videoId/retry': {
    tags: ['videos'],
    summary: 'Queue a failed video for processing again; owner only',
    auth: 'user',
    params,
    response: VideoSchema,
    errors: [...ownerErrors, 409],
  },
  'POST /videos/:videoId/publish': {
    tags: ['videos'],
    summary:
      'End a draft: the video takes the visibility chosen for it (listed once it is ready); owner only. 409 when it is not a draft',
    auth: 'user',
    params,
    response: VideoSchema,
    errors: [...ownerErrors, 409],
  },
  'PATCH /videos/toggle/publish/:videoId': {
    tags: ['videos'],
    summary: 'Publish or unpublish (visibility public <-> private); owner only',
    auth: 'user',
    params,
    response: VideoSchema,
    errors: ownerErrors,
  },

  'GET /videos/:videoId/captions': {
    tags: ['videos'],
    summary: "A video's captions, one per language (whoever can see the video)",
    params,
    response: CaptionListSchema,
    errors: [400, 404],
  },
  'PUT /videos/:videoId/captions/:language': {
    tags: ['videos'],
    summary:
      'Add or replace the captions in one language (multipart: file, a WebVTT or SRT file, SRT converted to WebVTT; optional label); owner only. 400 names the line of a bad file',
    auth: 'user',
    params: CaptionParamsSchema,
    consumes: ['multipart/form-data'],
    response: CaptionSchema,
    errors: [...ownerErrors, 413, 415],
  },
  'PATCH /videos/:videoId/captions/:language': {
    tags: ['videos'],
    summary: "Rename one language's captions; owner only",
    auth: 'user',
    params: CaptionParamsSchema,
    body: UpdateCaptionRequestSchema,
    response: CaptionSchema,
    errors: ownerErrors,
  },
  'DELETE /videos/:videoId/captions/:language': {
    tags: ['videos'],
    summary: "Delete one language's captions; owner only",
    auth: 'user',
    params: CaptionParamsSchema,
    response: CaptionDeletedSchema,
    errors: ownerErrors,
  },

  'GET /search': {
    tags: ['search'],
    summary:
      'Own videos ranked by full-text relevance and title closeness (typos allowed), or channels by name; listed videos only',
    querystring: SearchQuerySchema,
    response: PageSchema(SearchResultSchema),
    errors: [400],
  },
  'GET /search/suggestions': {
    tags: ['search'],
    summary: 'A few own video titles and channel names that start like, or closely match, q',
    querystring: SearchSuggestionsQuerySchema,
    response: SearchSuggestionsSchema,
    errors: [400],
  },
  'GET /search/correction': {
    tags: ['search'],
    summary:
      'q with its unknown words replaced by the closest words of listed titles ("Did you mean"), or null',
    querystring: SearchSuggestionsQuerySchema,
    response: SearchCorrectionSchema,
    errors: [400],
  },

  'GET /dashboard/stats': {
    tags: ['dashboard'],
    summary: 'Totals and the last 30 days of views and likes (UTC days, oldest first, zero-filled)',
    auth: 'user',
    response: DashboardStatsSchema,
    errors: [401],
  },
  'GET /dashboard/videos': {
    tags: ['dashboard'],
    summary: "The creator's videos, unpublished ones included, newest first",
    auth: 'user',
    querystring: PageQuerySchema,
    response: PageSchema(VideoSchema),
    errors: [400, 401],
  },
});
