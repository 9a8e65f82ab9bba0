import {
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  VIDEO_SORT_FIELDS,
} from '@kinora/shared/contract';
import { Type } from 'typebox';
import { IdSchema, PagedQuery } from '../../lib/schemas';

export const VideoListQuerySchema = PagedQuery({
  userId: Type.Optional(IdSchema),
  query: Type.Optional(Type.String({ maxLength: 100 })),
  sortBy: Type.Optional(Type.Union(VIDEO_SORT_FIELDS.map((field) => Type.Literal(field)))),
  sortType: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

/** Title and description as text fields (multipart) or JSON; trimmed lengths are checked after. */
export const VideoTextFieldsSchema = Type.Object({
  title: Type.Optional(Type.String({ maxLength: TITLE_MAX_LENGTH * 2 })),
  description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX_LENGTH * 2 })),
});
