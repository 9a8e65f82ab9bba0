import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, message, notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `/playlist`: public to read (private ones: owner only), owner-only to change. */
const playlistRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.playlists;
  const { users } = app.repos;

  endpoint(app, 'POST /playlist', async (request, reply) => {
    const playlist = await service.create(currentUserId(request), {
      name: request.body.name,
      description: request.body.description ?? '',
      // Private until its owner chooses to share it, as on the big video sites.
      isPrivate: request.body.isPrivate ?? true,
    });
    reply.code(201);
    return envelope(playlist, 'Playlist created', 201);
  });

  endpoint(app, 'GET /playlist/watch-later', async (request) =>
    envelope(await service.watchLater(currentUserId(request)), 'Watch later fetched'),
  );

  endpoint(app, 'GET /playlist/user/:userId', async (request) => {
    const { userId } = request.params;
    if (!(await users.isShown(userId))) throw notFound(message('User not found.'));
    const page = pageRequest(request.query, 20);
    const { docs, total } = await service.listByOwner(
      userId,
      request.userId,
      page.limit,
      page.offset,
      request.query.videoId,
    );
    return envelope(toPage(docs, total, page), 'Playlists fetched');
  });

  endpoint(app, 'GET /playlist/:playlistId', async (request) =>
    envelope(await service.detail(request.params.playlistId, request.userId), 'Playlist fetched'),
  );

  endpoint(app, 'PATCH /playlist/:playlistId', async (request) => {
    const { name, description, isPrivate } = request.body;
    if (name === undefined && description === undefined && isPrivate === undefined) {
      throw badRequest(message('Nothing to update: give a name, description or privacy.'));
    }
    const playlist = await service.update(request.params.playlistId, currentUserId(request), {
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(isPrivate !== undefined ? { isPrivate } : {}),
    });
    return envelope(playlist, 'Playlist updated');
  });

  endpoint(app, 'DELETE /playlist/:playlistId', async (request) => {
    const { playlistId } = request.params;
    await service.remove(playlistId, currentUserId(request));
    return envelope({ playlistId }, 'Playlist deleted');
  });

  endpoint(app, 'PATCH /playlist/add/:videoId/:playlistId', async (request) => {
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
  });

  endpoint(app, 'PATCH /playlist/:playlistId/order', async (request) =>
    envelope(
      await service.reorder(
        request.params.playlistId,
        currentUserId(request),
        request.body.videoIds,
      ),
      'Playlist reordered',
    ),
  );

  endpoint(app, 'PATCH /playlist/remove/:videoId/:playlistId', async (request) => {
    const { videoId, playlistId } = request.params;
    return envelope(
      await service.removeVideo(playlistId, videoId, currentUserId(request)),
      'Video removed from playlist',
    );
  });

  done();
};

export default playlistRoutes;
