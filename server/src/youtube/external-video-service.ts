import { message, notFound } from '../lib/http-error';
import type { ExternalVideoRepository } from './external-video-repository';
import type { LookupOptions, YoutubeProvider } from './provider';

/** What an id names: own videos have 24 hex characters, YouTube's 11 others. */
export function isOwnVideoId(id: string): boolean {
  return /^[0-9a-f]{24}$/.test(id);
}

/** YouTube videos kept by reference in lists: looked up once, then read from the cache table. */
export function createExternalVideoService(
  repository: ExternalVideoRepository,
  provider: YoutubeProvider,
) {
  return {
    ...repository,

    /**
     * Looks the video up (through the provider's own cache) and caches its details for lists.
     * An id YouTube does not know is a 404, so nothing is saved for it.
     */
    async remember(videoId: string, options?: LookupOptions): Promise<void> {
      const video = await provider.video(videoId, options);
      if (!video) throw notFound(message('Video not found.'));
      await repository.upsert(video);
    },
  };
}

export type ExternalVideoService = ReturnType<typeof createExternalVideoService>;
