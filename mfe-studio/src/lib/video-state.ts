import { t } from '../i18n';
import type { Video } from '@kinora/shared';

/** How a state word is drawn: a warning outline, the danger colour, or muted. */
export type VideoStateTone = 'draft' | 'failed' | 'muted';

export interface VideoStateWord {
  text: string;
  tone: VideoStateTone;
}

/** How far a video's resumable upload is, in whole percent (0 before its size is known). */
export function uploadedPercent(video: Video): number {
  const total = video.upload?.total ?? 0;
  if (total <= 0) return 0;
  return Math.min(100, Math.floor(((video.upload?.received ?? 0) / total) * 100));
}

/**
 * Where the owner's video is in the pipeline, in words: Uploading N%, Processing N%, Failed, or
 * nothing once it is ready.
 */
export function pipelineWord(video: Video): VideoStateWord | null {
  switch (video.status) {
    case 'uploading':
      return {
        text: t('Uploading {{percent}}%', { percent: uploadedPercent(video) }),
        tone: 'muted',
      };
    case 'processing':
      return {
        text: t('Processing {{percent}}%', { percent: video.processing?.progress ?? 0 }),
        tone: 'muted',
      };
    case 'failed':
      return { text: t('Failed'), tone: 'failed' };
    default:
      return null;
  }
}

/**
 * Who may see the owner's video, in a word, or null for a public one. A draft says Draft: it is
 * stored private until it is published, so "Private" would tell the owner the wrong thing.
 */
export function audienceWord(video: Video): VideoStateWord | null {
  if (video.draft) return { text: t('Draft'), tone: 'draft' };
  if (video.visibility === 'unlisted') return { text: t('Unlisted'), tone: 'draft' };
  if (video.visibility === 'private') return { text: t('Private'), tone: 'draft' };
  return null;
}

/** Every word the owner's lists show under a video, audience first, then the pipeline. */
export function videoStateWords(video: Video): VideoStateWord[] {
  return [audienceWord(video), pipelineWord(video)].filter(
    (word): word is VideoStateWord => word !== null,
  );
}
