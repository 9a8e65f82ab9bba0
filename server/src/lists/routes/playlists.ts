import {
  Envelope,
  ErrorSchema,
  PageSchema,
  PlaylistEntryParamsSchema,
  PlaylistIdResultSchema,
  PlaylistOrderRequestSchema,
  PlaylistParamsSchema,
  PlaylistRequestSchema,
  PlaylistSchema,
  UpdatePlaylistRequestSchema,
  UserParamsSchema,
  UserPlaylistsQuerySchema,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];
const mutationErrors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
};
const entryParams = PlaylistEntryParamsSchema;

/** `/playlist`: public to read (private ones: owner only), owner-only to change. */
const playlistRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.playlists;
  const { users } = app.repos;

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['playlists'],
        summary: 'Create a playlist',
        security,
        body: PlaylistRequestSchema,
        response: { 201: Envelope(PlaylistSchema), ...mutationErrors },
      },
    },
    async (request, reply) => {
      const playlist = await service.create(currentUserId(request), {
        name: request.body.name,
        description: request.body.description ?? '',
        isPrivate: request.body.isPrivate ?? false,
      });
      reply.code(201);
      return envelope(playlist, 'Playlist created', 201);
    },
  );

  app.get(
    '/watch-later',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['playlists'],
        summary: "The signed-in user's Watch later (made on first use)",
        security,
        response: { 200: Envelope(PlaylistSchema), 401: ErrorSchema },
      },
    },
    async (request) =>
      envelope(await service.watchLater(currentUserId(request)), 'Watch later fetched'),
  );

  app.get(
    '/user/:userId',
    {
      schema: {
        tags: ['playlists'],
        summary:
          "A user's playlists, Watch later first then newest first (private ones to the owner only); with videoId, each says whether it contains that video",
        params: UserParamsSchema,
        querystring: UserPlaylistsQuerySchema,
        response: { 200: Envelope(PageSchema(PlaylistSchema)), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await users.exists(userId))) throw notFound('User not found.');
      const page = pageRequest(request.query, 20);
      const { docs, total } = await service.listByOwner(
        userId,
        request.userId,
        page.limit,
        page.offset,
        request.query.videoId,
      );
      return envelope(toPage(docs, total, page), 'Playlists fetched');
    },
  );

  app.get(
    '/:playlistId',
    {
      schema: {
        tags: ['playlists'],
        summary: 'A playlist with its owner, video count and videos',
        params: PlaylistParamsSchema,
        response: { 200: Envelope(PlaylistSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) =>
      envelope(await service.detail(request.params.playlistId, request.userId), 'Playlist fetched'),
  );

  app.patch(
    '/:playlistId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['playlists'],
        summary: 'Rename, describe or make a playlist private or public; owner only',
        security,
        params: PlaylistParamsSchema,
        body: UpdatePlaylistRequestSchema,
        response: { 200: Envelope(PlaylistSchema), ...mutationErrors },
      },
    },
    async (request) => {
      const { name, description, isPrivate } = request.body;
      if (name === undefined && description === undefined && isPrivate === undefined) {
        throw badRequest('Nothing to update: give a name, description or privacy.');
      }
      const playlist = await service.update(request.params.playlistId, currentUserId(request), {
        ...(name !== undefined ? { name } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(isPrivate !== undefined ? { isPrivate } : {}),
      });
      return envelope(playlist, 'Playlist updated');
    },
  );

  app.delete(
    '/:playlistId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['playlists'],
        summary: 'Delete a playlist; owner only (Watch later cannot be deleted: 403)',
        security,
        params: PlaylistParamsSchema,
        response: { 200: Envelope(PlaylistIdResultSchema), ...mutationErrors },
      },
    },
    async (request) => {
      const { playlistId } = request.params;
      await service.remove(playlistId, currentUserId(request));
      return envelope({ playlistId }, 'Playlist deleted');
    },
  );

  app.patch(
    '/add/:videoId/:playlistId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['playlists'],
        summary:
          'Add an own video or a YouTube video (cached by reference) to a playlist, once; owner only',
        security,
        params: entryParams,
        response: {
          200: Envelope(PlaylistSchema),
          ...mutationErrors,
          429: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { videoId, playlistId } = request.params;
      // A YouTube id is looked up first: that counts against the client's share of the quota.
      return envelope(
        await service.addVideo(
          playlistId,
          videoId,
          currentUserId(request),
          app.youtubeLookup('units', request),
        ),
        'Video added to playlist',
      );
    },
  );

  app.patch(
    '/:playlistId/order',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['playlists'],
        summary: 'Reorder a playlist: every video id it holds, each once, in the new order',
        security,
        params: PlaylistParamsSchema,
        body: PlaylistOrderRequestSchema,
        response: { 200: Envelope(PlaylistSchema), ...mutationErrors },
      },
    },
    async (request) =>
      envelope(
        await service.reorder(
          request.params.playlistId,
          currentUserId(request),
          request.body.videoIds,
        ),
        'Playlist reordered',
      ),
  );

  app.patch(
    '/remove/:videoId/:playlistId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['playlists'],
        summary: 'Remove a video from a playlist; owner only',
        security,
        params: entryParams,
        response: { 200: Envelope(PlaylistSchema), ...mutationErrors },
      },
    },
    async (request) => {
      const { videoId, playlistId } = request.params;
      return envelope(
        await service.removeVideo(playlistId, videoId, currentUserId(request)),
        'Video removed from playlist',
      );
    },
  );

  done();
};

export default playlistRoutes;
