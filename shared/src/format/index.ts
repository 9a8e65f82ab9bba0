export { formatViewCount, formatViews, formatSubscribers, formatVideos } from './format-view-count';
export { formatRelativeTime, toDate, type DateInput } from './format-relative-time';
export { isOwnVideoId } from './is-own-video-id';
export { truncateTitle, TITLE_TRUNCATE_LENGTH } from './truncate-title';
export { formatDuration } from './format-duration';
export { formatShortDate, formatDate } from './format-date';
export { documentTitle, PRODUCT_NAME } from './document-title';
export { displayNameOf, handleOf, type NamedUser } from './display-name';
export { findLinks, type FoundLink } from './find-links';
export { findTimestamps, parseTimestamp, type FoundTimestamp } from './timestamp';
export { splitRichText, type RichTextPart, type SplitRichTextOptions } from './split-rich-text';
export {
  chapterIndexAt,
  parseChapters,
  MIN_CHAPTER_SECONDS,
  MIN_CHAPTERS,
  type Chapter,
} from './chapters';
