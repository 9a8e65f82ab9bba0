import fs from 'node:fs/promises';
import { CAPTION_MAX_BYTES, CaptionUploadFieldsSchema } from '@kinora/contract';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, message } from '../../lib/http-error';
import { validateFields } from '../../lib/validate-fields';
import { readParts } from '../../media/read-parts';
import { currentUserId } from '../../plugins/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const TOO_LARGE = message('A caption file can be at most {{size}} MB.', {
  size: CAPTION_MAX_BYTES / 1024 / 1024,
});

/** `/videos/:id/captions`: a video's captions, one WebVTT file per language. */
const captionRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.captions;

  /** The form of a PUT: the `file` (read whole: it is small text) and the optional `label`. */
  async function readCaptionForm(
    request: FastifyRequest,
  ): Promise<{ label: string | undefined; file: Buffer }> {
    const spooled: string[] = [];
    try {
      const { fields, files } = await readParts(request, {
        tempDir: app.uploadDeps.tempDir,
        fields: CaptionUploadFieldsSchema,
        track: (file) => spooled.push(file),
        fileFields: {
          file: {
            maxBytes: CAPTION_MAX_BYTES,
            tooLargeMessage: TOO_LARGE,
            // SRT has no signature to sniff (WebVTT's is known): a file that looks like any
            // other known type is refused before it is read whole.
            acceptsType: (mime) => mime === undefined || mime === 'text/vtt',
            wrongTypeMessage: message('Upload a WebVTT (.vtt) or SRT (.srt) text file.'),
            check: async () => {},
          },
        },
      });
      const file = files.get('file');
      if (!file) throw badRequest(message('Choose a caption file (WebVTT or SRT).'));
      const { label } = validateFields(CaptionUploadFieldsSchema, fields);
      return { label, file: await fs.readFile(file.path) };
    } finally {
      await Promise.all(spooled.map((file) => fs.rm(file, { force: true })));
    }
  }

  endpoint(app, 'GET /videos/:videoId/captions', async (request) =>
    envelope(await service.list(request.params.videoId, request.userId), 'Captions fetched'),
  );

  endpoint(app, 'PUT /videos/:videoId/captions/:language', async (request) => {
    const userId = currentUserId(request);
    const { videoId, language } = request.params;
    // Ownership first: a stranger's upload is refused before a byte of it is read.
    await app.services.videos.assertCanEdit(videoId, userId);
    const form = await readCaptionForm(request);
    const caption = await service.put(videoId, userId, { language, ...form }, request.log);
    return envelope(caption, 'Captions saved');
  });

  endpoint(app, 'PATCH /videos/:videoId/captions/:language', async (request) => {
    const { videoId, language } = request.params;
    const caption = await service.rename(
      videoId,
      currentUserId(request),
      language,
      request.body.label,
    );
    return envelope(caption, 'Captions renamed');
  });

  endpoint(app, 'DELETE /videos/:videoId/captions/:language', async (request) => {
    const { videoId, language } = request.params;
    const result = await service.remove(videoId, currentUserId(request), language, request.log);
    return envelope(result, 'Captions deleted');
  });

  done();
};

export default captionRoutes;
