import { OWN_VIDEO_ID_PATTERN } from '@kinora/contract';
import { Type } from 'typebox';
import { requestLanguage } from '../i18n/translate';
import { pagesBaseOf, pageUrl } from '../lib/public-urls';
import { toVideo } from '../videos';
import {
  EMBED_CONTENT_SECURITY_POLICY,
  renderEmbedPage,
  renderSensitiveEmbedPage,
  renderUnavailablePage,
} from './embed-page';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const EmbedParamsSchema = Type.Object({ videoId: Type.String({ maxLength: 64 }) });
const EmbedQuerySchema = Type.Object({
  // Lenient on purpose: a malformed start time in someone's embed code still plays the video.
  t: Type.Optional(Type.String({ maxLength: 16 })),
  // Set by the sensitive video's warning when the viewer chooses to watch it.
  show: Type.Optional(Type.String({ maxLength: 16 })),
});

/** `?t=83` or `?t=83s`: whole seconds; anything else starts at the beginning. */
function startOf(value: string | undefined): number {
  const match = value ? /^(\d{1,7})s?$/.exec(value) : null;
  return match?.[1] ? Number(match[1]) : 0;
}

/**
 * `GET /embed/:videoId`: a server-rendered player for other sites' iframes (see
 * `embed-page.ts`). Public and unlisted videos play once ready; anything else is the same
 * 404 page. Outside the API and the shell: it must work whether or not the web apps are served.
 * A sensitive video is shown as visitors get it (an embedding site's visitors are anonymous):
 * unless the site shows such videos, a warning comes first, without the poster, and its "Show
 * video" link asks for the same page with `show=1`.
 */
const embedRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { videos } = app.repos;

  app.get(
    '/embed/:videoId',
    {
      schema: { hide: true, params: EmbedParamsSchema, querystring: EmbedQuerySchema },
    },
    async (request, reply) => {
      const { videoId } = request.params;
      // The site's address as configured, never the request's Host (see pagesBaseOf); without one
      // the links are paths, which the browser reads against this page's own address.
      const pages = pagesBaseOf(app.config);
      // The one page other sites may frame: helmet's X-Frame-Options would forbid it.
      reply
        .removeHeader('x-frame-options')
        .header('Content-Security-Policy', EMBED_CONTENT_SECURITY_POLICY)
        // Unlisted videos carry signed links that expire: never serve a stale copy.
        .header('Cache-Control', 'no-store')
        // Written in the viewer's language: the cookie's, else Accept-Language's.
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8');
      const language = requestLanguage(request);
      const row = OWN_VIDEO_ID_PATTERN.test(videoId) ? await videos.findById(videoId) : null;
      if (!row?.is_watchable)
        return reply.code(404).send(renderUnavailablePage(pageUrl(pages, '/'), language));
      const video = toVideo(row, app.mediaSigner);
      const watchUrl = pageUrl(pages, `/watch/${videoId}`);
      const start = startOf(request.query.t);
      if (
        video.sensitive &&
        request.query.show !== '1' &&
        (await app.services.site.sensitiveContentMode()) !== 'show'
      ) {
        const showUrl = `/embed/${videoId}?${new URLSearchParams({
          ...(start > 0 ? { t: String(start) } : {}),
          show: '1',
        }).toString()}`;
        return reply.send(renderSensitiveEmbedPage(video, watchUrl, showUrl, language));
      }
      return reply.send(renderEmbedPage(video, watchUrl, start, language));
    },
  );
  done();
};

export default embedRoutes;
