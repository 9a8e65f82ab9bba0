import { Type, type Static } from 'typebox';
import { CAPTION_LABEL_MAX_LENGTH } from './constants';
import { DateTimeSchema, IdSchema, TrimmedString } from './envelope';

/**
 * A BCP 47 language tag as captions use them: a language (2–3 letters), an optional script
 * (4 letters) and an optional region (2 letters or 3 digits), e.g. `en`, `pt-BR`, `zh-Hant-TW`.
 * The server answers it in its canonical case (`pt-BR`).
 */
export const CaptionLanguageSchema = Type.String({
  pattern: '^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?$',
  maxLength: 16,
  description: 'BCP 47 language tag: language, optional script and region (e.g. en, pt-BR)',
});

export const CaptionLabelSchema = TrimmedString({
  minLength: 1,
  maxLength: CAPTION_LABEL_MAX_LENGTH,
  description: 'What the player names the track (e.g. "English", "English (CC)")',
});

/** One language's captions of a video, as everyone who can see the video sees them. */
export const CaptionSchema = Type.Object({
  id: IdSchema,
  language: CaptionLanguageSchema,
  label: Type.String(),
  url: Type.String({
    description:
      'URL of the WebVTT file (an uploaded SRT is converted), linked as the video’s other files are',
  }),
  createdAt: DateTimeSchema,
});
export type Caption = Static<typeof CaptionSchema>;

export const CaptionParamsSchema = Type.Object({
  videoId: IdSchema,
  language: CaptionLanguageSchema,
});

/**
 * The text fields of `PUT /videos/:id/captions/:language` (multipart, beside the `file`): the
 * label defaults to the language's own name when it is not given.
 */
export const CaptionUploadFieldsSchema = Type.Object(
  { label: Type.Optional(CaptionLabelSchema) },
  { additionalProperties: false },
);

/** `PATCH /videos/:id/captions/:language` */
export const UpdateCaptionRequestSchema = Type.Object(
  { label: CaptionLabelSchema },
  { additionalProperties: false },
);
export type UpdateCaptionRequest = Static<typeof UpdateCaptionRequestSchema>;

export const CaptionListSchema = Type.Array(CaptionSchema);

export const CaptionDeletedSchema = Type.Object({ language: Type.String() });
