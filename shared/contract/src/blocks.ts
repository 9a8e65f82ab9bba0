import { Type, type Static } from 'typebox';
import { BLOCK_SCOPES } from './constants';
import { DateTimeSchema, IdParams, PagedQuery } from './envelope';
import { PublicUserSchema } from './users';

export const BlockScopeSchema = Type.Enum(BLOCK_SCOPES);

export const BlockParamsSchema = IdParams('userId');

/**
 * `POST /users/blocks/:userId`: blocks the user (`everywhere` when no scope is sent) or, with
 * `channel`, hides them from the caller's channel only. Sending it again changes the scope.
 */
export const BlockRequestSchema = Type.Object(
  { scope: Type.Optional(BlockScopeSchema) },
  { additionalProperties: false },
);
export type BlockRequest = Static<typeof BlockRequestSchema>;

/** A user the caller blocked, as their settings list them. */
export const BlockSchema = Type.Object({
  user: PublicUserSchema,
  scope: BlockScopeSchema,
  createdAt: DateTimeSchema,
});
export type Block = Static<typeof BlockSchema>;

/** `GET /users/blocks`: the caller's blocks, newest first. */
export const BlockQuerySchema = PagedQuery({});
export type BlockQuery = Static<typeof BlockQuerySchema>;

/** `DELETE /users/blocks/:userId`: answered whether or not there was a block to lift. */
export const UnblockResultSchema = Type.Object({
  userId: Type.String(),
  unblocked: Type.Boolean({ description: 'False when the caller had not blocked that user' }),
});
export type UnblockResult = Static<typeof UnblockResultSchema>;
