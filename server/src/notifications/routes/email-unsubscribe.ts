import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, message } from '../../lib/http-error';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `List-Unsubscribe=One-Click` is the whole of a one-click body; anything much larger is not one. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * `POST /email/unsubscribe?token=`: no sign-in, the token says whose mail and which. Mail
 * providers post it with one click (RFC 8058) as a form, `List-Unsubscribe=One-Click`, without
 * cookies; the unsubscribe page posts it with no body.
 */
const emailUnsubscribeRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { notificationMail } = app.services;

  // A one-click POST is a form (a multipart one is read by the multipart plugin, and left
  // unread). What it says is only that it is one: the token decides, so the form is read (within
  // its limit) and not handed on.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, _body, parsed) => parsed(null, undefined),
  );

  endpoint(
    app,
    'POST /email/unsubscribe',
    { config: { rateLimit: RATE_LIMITS.unsubscribe } },
    async (request) => {
      const kinds = await notificationMail.unsubscribe(request.query.token);
      if (!kinds) throw badRequest(message('This unsubscribe link is not valid.'));
      return envelope({ kinds }, 'Unsubscribed');
    },
  );

  done();
};

export default emailUnsubscribeRoutes;
