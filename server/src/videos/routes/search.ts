import { SEARCH_SUGGESTION_LIMIT, type SearchResult } from '@kinora/contract';
import { endpoint, type EndpointRequest } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, message } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { toPublicUser } from '../../accounts';
import { toVideo } from '../video-mappers';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const EMPTY_QUERY = message('Type something to search for.');

/** `/search`: the community's own videos and channels, and suggestions for the search box. */
const searchRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  // Search results tolerate a replica a moment behind.
  const { search, users } = app.repos;
  const { site } = app.services;

  const findResults = async (request: EndpointRequest<'GET /search'>) => {
    const { type = 'videos', uploadDate, sort } = request.query;
    const query = request.query.query.trim();
    if (!query) throw badRequest(EMPTY_QUERY);
    const page = pageRequest(request.query);
    if (type === 'channels') {
      // The same matching as `/users/search-channels`, so both screens agree on who matches.
      const { docs, total } = await users.searchChannels(
        query,
        page.limit,
        page.offset,
        request.userId,
      );
      const results = docs.map((row): SearchResult => ({
        kind: 'channel',
        channel: toPublicUser(row),
      }));
      return envelope(toPage(results, total, page), 'Channels found');
    }
    const { docs, total } = await search.searchVideos(
      {
        query,
        ...(uploadDate ? { uploadDate } : {}),
        ...(sort ? { sort } : {}),
        siteSensitiveContent: await site.sensitiveContentMode(),
      },
      page.limit,
      page.offset,
      request.userId,
    );
    const spoken = await search.spokenMatches(
      query,
      docs.map((row) => row.id),
    );
    const results = docs.map((row): SearchResult => {
      const said = spoken.get(row.id);
      return { kind: 'video', video: toVideo(row), ...(said ? { spoken: said } : {}) };
    });
    return envelope(toPage(results, total, page), 'Videos found');
  };
  // An anonymous search is answered from the list cache's short-lived copy when the same
  // address was searched a moment ago (a popular query); a signed-in one carries the viewer's
  // blocks and sensitive-content choice and is always read.
  endpoint(app, 'GET /search', (request) =>
    app.listCache.answer(request, () => findResults(request)),
  );

  endpoint(app, 'GET /search/suggestions', async (request) => {
    const query = request.query.q.trim();
    if (!query) throw badRequest(EMPTY_QUERY);
    const suggestions = await search.suggestions(
      query,
      SEARCH_SUGGESTION_LIMIT,
      request.userId,
      await site.sensitiveContentMode(),
    );
    return envelope({ suggestions }, 'Suggestions fetched');
  });

  endpoint(app, 'GET /search/correction', async (request) => {
    const query = request.query.q.trim();
    if (!query) throw badRequest(EMPTY_QUERY);
    const suggestion = await search.correction(
      query,
      request.userId,
      await site.sensitiveContentMode(),
    );
    return envelope({ suggestion }, suggestion ? 'Correction found' : 'No correction');
  });

  done();
};

export default searchRoutes;
