import { Type, type Static } from 'typebox';
import { DATA_EXPORT_STATES, DATA_EXPORT_VALID_DAYS } from './constants';
import { DateTimeSchema, IdSchema } from './envelope';

/** `GET`/`POST /users/data-export`: the account's archive of its own data. */
export const DataExportSchema = Type.Object({
  state: Type.Enum(DATA_EXPORT_STATES),
  requestedAt: Type.Union([DateTimeSchema, Type.Null()]),
  /** When `ready`: the link (no sign-in needed: it is the secret), its size and its end. */
  downloadUrl: Type.Union([Type.String(), Type.Null()], {
    description: `When ready: the archive's URL, valid ${DATA_EXPORT_VALID_DAYS} days; whoever holds it can download the archive`,
  }),
  sizeBytes: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  expiresAt: Type.Union([DateTimeSchema, Type.Null()]),
  failureReason: Type.Union([Type.String(), Type.Null()]),
});
export type DataExport = Static<typeof DataExportSchema>;

/** `GET /users/data-export/:exportId/:token`: the archive itself. */
export const DataExportFileParamsSchema = Type.Object({
  exportId: IdSchema,
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'The link’s secret' }),
});
