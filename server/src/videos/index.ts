export { readyColumns } from './processing-state';
export {
  commentPolicyOf,
  toVideo,
  type MediaLinkSigner,
  type VideoWithOwnerRow,
} from './video-mappers';
export {
  createVideoRepository,
  selectVideoWithOwner,
  thumbnailColumns,
  type VideoRepository,
} from './video-repository';
export { type VideoService } from './video-service';
