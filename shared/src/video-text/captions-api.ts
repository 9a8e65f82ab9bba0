import { callApi, type Caption } from '@kinora/shared';

/** `GET /videos/:videoId/captions`: its captions, one per language. */
export function listCaptions(videoId: string): Promise<Caption[]> {
  return callApi('GET /videos/:videoId/captions', { params: { videoId } });
}

/**
 * `PUT /videos/:videoId/captions/:language`: adds or replaces the captions in one language from
 * a WebVTT or SRT file (`label` optional: the language's name otherwise). A bad file is a 400
 * whose message names its line.
 */
export function saveCaptions(
  videoId: string,
  language: string,
  file: Blob,
  label?: string,
): Promise<Caption> {
  const body = new FormData();
  if (label) body.append('label', label);
  body.append('file', file);
  return callApi('PUT /videos/:videoId/captions/:language', {
    params: { videoId, language },
    body,
  });
}

/** `PATCH /videos/:videoId/captions/:language`: renames one language's captions. */
export function renameCaptions(videoId: string, language: string, label: string): Promise<Caption> {
  return callApi('PATCH /videos/:videoId/captions/:language', {
    params: { videoId, language },
    body: { label },
  });
}

/** `DELETE /videos/:videoId/captions/:language` */
export async function deleteCaptions(videoId: string, language: string): Promise<void> {
  await callApi('DELETE /videos/:videoId/captions/:language', { params: { videoId, language } });
}
