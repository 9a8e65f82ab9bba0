import { Type, type Static } from 'typebox';
import {
  COMMENT_POLICIES,
  DESCRIPTION_MAX_LENGTH,
  PROCESSING_STAGES,
  THUMBNAIL_CHOICE_COUNT,
  THUMBNAIL_WIDTHS,
  TITLE_MAX_LENGTH,
  VIDEO_SORT_FIELDS,
  VIDEO_STATUSES,
  VIDEO_COMMENT_POLICY_SETTINGS,
  VIDEO_VISIBILITIES,
} from './constants';
import { DateTimeSchema, IdParams, IdSchema, PagedQuery, TrimmedString } from './envelope';
import { PublicUserSchema } from './users';
import { CaptionSchema } from './captions';

export const VideoOwnerSchema = PublicUserSchema;
export type VideoOwner = Static<typeof VideoOwnerSchema>;

export const VideoStatusSchema = Type.Enum(VIDEO_STATUSES);
export type VideoStatus = Static<typeof VideoStatusSchema>;

export const VideoVisibilitySchema = Type.Enum(VIDEO_VISIBILITIES, {
  description: 'public: listed; unlisted: anyone with the link; private: the owner only',
});
export type VideoVisibility = Static<typeof VideoVisibilitySchema>;

export const ProcessingSchema = Type.Object(
  {
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    stage: Type.Enum(PROCESSING_STAGES),
  },
  {
    description:
      'While the pipeline works on the video. A video is `ready` as soon as the first seconds of every rung are stored, and plays from its beginning while the rest is encoded: its playlists grow (players reload them) until the ladder is whole, and `processing` stays present on the ready video until then',
  },
);
export type Processing = Static<typeof ProcessingSchema>;

export const RenditionSchema = Type.Object({
  height: Type.Integer({
    description:
      "The rendition's name (720 is 720p): its picture's shorter side, the height of a landscape " +
      'video and the width of a portrait one (see RENDITION_HEIGHTS)',
  }),
  bandwidth: Type.Integer({ description: 'Peak bits per second, as in the master playlist' }),
});
export type Rendition = Static<typeof RenditionSchema>;

export const StreamsSchema = Type.Object({
  hls: Type.String({ description: 'URL of the HLS master playlist' }),
  renditions: Type.Array(RenditionSchema),
  storyboard: Type.Optional(
    Type.String({ description: 'URL of the WebVTT thumbnails track for seek-bar previews' }),
  ),
});
export type Streams = Static<typeof StreamsSchema>;

export const ThumbnailFileSchema = Type.Object({
  url: Type.String({ description: 'URL of one rendition (served by the media routes)' }),
  width: Type.Integer({ description: 'Its width in pixels: the `w` descriptor of a srcset' }),
});
export type ThumbnailFile = Static<typeof ThumbnailFileSchema>;

export const ThumbnailSourcesSchema = Type.Object(
  {
    width: Type.Integer({
      description: 'Width of the largest rendition (px), for the `width` attribute of an `<img>`',
    }),
    height: Type.Integer({
      description: 'Height of the largest rendition (px); every rendition has this aspect ratio',
    }),
    webp: Type.Array(ThumbnailFileSchema, {
      minItems: 1,
      description: 'WebP renditions, narrowest first: the srcset of a `<source type="image/webp">`',
    }),
    jpeg: Type.Array(ThumbnailFileSchema, {
      minItems: 1,
      description: 'The same widths in JPEG, for the `<img>` of browsers without WebP',
    }),
  },
  {
    description: `The thumbnail in responsive sizes: ${THUMBNAIL_WIDTHS.join(', ')} px wide, never wider than the uploaded image, without metadata. Absent for thumbnails stored before sizes existed, whose one file is \`thumbnail\``,
  },
);
export type ThumbnailSources = Static<typeof ThumbnailSourcesSchema>;

/** A video hosted on this site. */
export const VideoSchema = Type.Object({
  _id: IdSchema,
  title: Type.String(),
  description: Type.String(),
  thumbnail: Type.String({
    description:
      'URL of the thumbnail image (served by the media routes): the largest WebP of `thumbnailSources`, for clients that take one URL. Empty on a draft uploaded without one until processing has taken frames from it (only its owner sees such a video)',
  }),
  thumbnailSources: Type.Optional(ThumbnailSourcesSchema),
  videofile: Type.String({
    description:
      'URL of one progressive faststart MP4 (the original until processing is done), served with HTTP range support',
  }),
  duration: Type.Number({ description: 'Seconds, from ffprobe' }),
  width: Type.Integer(),
  height: Type.Integer(),
  views: Type.Integer(),
  isPublished: Type.Boolean({
    description: "True exactly when `visibility` is 'public' (kept for older clients)",
  }),
  visibility: VideoVisibilitySchema,
  status: VideoStatusSchema,
  processing: Type.Optional(ProcessingSchema),
  failureReason: Type.Optional(
    Type.String({ description: "When failed: 'This video could not be processed: <reason>'" }),
  ),
  streams: Type.Optional(StreamsSchema),
  captions: Type.Optional(
    Type.Array(CaptionSchema, {
      description:
        'Its captions, one per language, by language; absent when it has none. The HLS master playlist names them too (a SUBTITLES group)',
    }),
  ),
  linksExpireAt: Type.Optional(
    Type.String({
      format: 'date-time',
      description:
        'Present when the media links are signed (a video not listed publicly): they stop working then, and sooner if the owner changes the visibility or deletes the video. A player asks for the video again before then to go on with fresh links',
    }),
  ),
  resumePosition: Type.Optional(
    Type.Number({
      minimum: 0,
      description:
        "Seconds: where the signed-in viewer stopped watching, kept with their history so it follows them to another device. Present on the single video and on every list of videos answered to a signed-in viewer who started it; never another user's, never for anonymous requests",
    }),
  ),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  owner: VideoOwnerSchema,
  commentPolicy: Type.Optional(
    Type.Enum(COMMENT_POLICIES, {
      description:
        "Who may comment now: the video's own policy, else its channel's. Present on `GET /videos/:id` and the owner's lists",
    }),
  ),
  commentPolicySetting: Type.Optional(
    Type.Enum(VIDEO_COMMENT_POLICY_SETTINGS, {
      description: "The video's own setting ('channel' follows the channel); to its owner only",
    }),
  ),
  subscribersCount: Type.Optional(Type.Integer({ description: 'Present on `GET /videos/:id`' })),
  sensitive: Type.Boolean({
    description:
      'Marked sensitive by its owner or a moderator: clients blur its thumbnail and warn before it plays unless the viewer chose to show such videos (those who chose hide never get it in a list)',
  }),
  sensitiveByModerator: Type.Optional(
    Type.Boolean({
      description:
        'To its owner only: a moderator marked it sensitive, so it stays sensitive whatever the owner sets',
    }),
  ),
  draft: Type.Optional(
    Type.Boolean({
      description:
        'To its owner only: true for a video started by a resumable upload and not yet published with `POST /videos/:id/publish`. A draft is seen by its owner only, whatever its visibility; publishing it applies the visibility chosen',
    }),
  ),
  upload: Type.Optional(
    Type.Object(
      {
        received: Type.Integer({ minimum: 0, description: 'Bytes the server holds' }),
        total: Type.Integer({ minimum: 0, description: 'The declared length of the file' }),
        expiresAt: DateTimeSchema,
      },
      {
        description:
          "To its owner only, while `status` is 'uploading': how far the resumable upload is; it is removed with its draft at `expiresAt` unless more bytes arrive",
      },
    ),
  ),
  thumbnailChoices: Type.Optional(
    Type.Array(Type.String({ description: 'URL of a frame (JPEG)' }), {
      maxItems: THUMBNAIL_CHOICE_COUNT,
      description:
        'To its owner only: frames processing took from the video, offered as its thumbnail; pick one with `PATCH /videos/:id` `{ thumbnailChoice }`',
    }),
  ),
  removal: Type.Optional(
    Type.Object(
      { reason: Type.String(), removedAt: DateTimeSchema },
      {
        description:
          'Present to its owner only, on a video a moderator removed (everyone else gets 404): the studio shows "Removed by a moderator: <reason>"',
      },
    ),
  ),
});
export type Video = Static<typeof VideoSchema>;

export type VideoSortField = (typeof VIDEO_SORT_FIELDS)[number];

/** `GET /videos` query: published videos only, newest first by default. */
export const VideoListQuerySchema = PagedQuery({
  userId: Type.Optional(IdSchema),
  username: Type.Optional(
    Type.String({ minLength: 1, maxLength: 60, description: 'Like userId, by channel username' }),
  ),
  query: Type.Optional(Type.String({ maxLength: 100 })),
  sortBy: Type.Optional(Type.Enum(VIDEO_SORT_FIELDS)),
  sortType: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});
export type VideoListQuery = Static<typeof VideoListQuerySchema>;

export const VideoParamsSchema = IdParams('videoId');

const TitleSchema = TrimmedString({ minLength: 1, maxLength: TITLE_MAX_LENGTH });
const DescriptionSchema = TrimmedString({ minLength: 1, maxLength: DESCRIPTION_MAX_LENGTH });

/**
 * The text fields of `POST /videos` (multipart, beside the `videoFile` and `thumbnail` files).
 * Sent before the files, they are checked as they arrive, so a bad title costs no upload.
 */
export const VideoUploadFieldsSchema = Type.Object(
  {
    title: TitleSchema,
    description: DescriptionSchema,
    visibility: Type.Optional(VideoVisibilitySchema),
  },
  { additionalProperties: false },
);

/** `PATCH /videos/:id`: JSON `{ title?, description?, visibility? }`, or multipart with an optional `thumbnail` file. */
export const UpdateVideoRequestSchema = Type.Object(
  {
    title: Type.Optional(TitleSchema),
    description: Type.Optional(DescriptionSchema),
    visibility: Type.Optional(VideoVisibilitySchema),
    commentPolicy: Type.Optional(Type.Enum(VIDEO_COMMENT_POLICY_SETTINGS)),
    sensitive: Type.Optional(Type.Boolean({ description: "The owner's own mark" })),
    thumbnailChoice: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: THUMBNAIL_CHOICE_COUNT - 1,
        description: 'Makes the frame at this index of `thumbnailChoices` the thumbnail',
      }),
    ),
  },
  { additionalProperties: false },
);
export type UpdateVideoRequest = Static<typeof UpdateVideoRequestSchema>;

/** `DELETE /videos/:id` and `DELETE /users/history/:id` */
export const VideoIdResultSchema = Type.Object({ videoId: Type.String() });

/**
 * `POST /videos/:id/views`: a watch page reports that someone watches the video (counted once a
 * day per viewer, ready videos only); the answer is the count with that view. `GET /videos/:id`
 * never counts one.
 */
export const VideoViewResultSchema = Type.Object({
  videoId: Type.String(),
  views: Type.Integer({ minimum: 0 }),
});
export type VideoViewResult = Static<typeof VideoViewResultSchema>;

/** `PUT /users/history/:videoId/position`: where the viewer is now, sent while watching. */
export const WatchPositionRequestSchema = Type.Object(
  { position: Type.Number({ minimum: 0, maximum: 86_400 }) },
  { additionalProperties: false },
);
export type WatchPositionRequest = Static<typeof WatchPositionRequestSchema>;

/** `GET`/`HEAD /media/<key>`: stored files, and the signed links of unpublished videos. */
export const MediaParamsSchema = Type.Object({
  '*': Type.String({ description: 'Storage key, e.g. videos/<32 hex>.mp4', maxLength: 128 }),
});
export const MediaQuerySchema = Type.Object({
  exp: Type.Optional(
    Type.String({ maxLength: 16, description: 'Expiry of a signed link (Unix seconds)' }),
  ),
  sig: Type.Optional(Type.String({ maxLength: 64, description: 'Signature of a signed link' })),
});

/**
 * `GET`/`HEAD /media/s/<exp>.<sig>/streams/<dir>/<file>`: a video's stream files through a link
 * signed for their whole folder, so an HLS player's relative URIs keep the signature.
 */
export const SignedMediaParamsSchema = Type.Object({
  token: Type.String({ maxLength: 80, description: 'Expiry and signature: `<exp>.<sig>`' }),
  '*': Type.String({
    description: 'Storage key, e.g. streams/<32 hex>/master.m3u8',
    maxLength: 128,
  }),
});
