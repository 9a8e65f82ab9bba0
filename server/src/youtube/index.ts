export { STALE_KEEP_MS, deleteStaleYoutubeAnswers } from './cache';
export { createExternalVideoRepository } from './external-video-repository';
export { isOwnVideoId, type ExternalVideoService } from './external-video-service';
export { type LookupOptions } from './provider';
