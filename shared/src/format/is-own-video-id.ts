import { OWN_VIDEO_ID_PATTERN } from '../contract/endpoints';

/** Exactly 24 hexadecimal characters is a video of this site; anything else is external. */
export function isOwnVideoId(id: string | null | undefined): id is string {
  return typeof id === 'string' && OWN_VIDEO_ID_PATTERN.test(id);
}
