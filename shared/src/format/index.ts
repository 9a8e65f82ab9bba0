export { formatViewCount, formatViews, formatSubscribers, formatVideos } from './format-view-count';
export { formatRelativeTime, toDate, type DateInput } from './format-relative-time';
export { isOwnVideoId } from './is-own-video-id';
export { truncateTitle, TITLE_TRUNCATE_LENGTH } from './truncate-title';
export { formatDuration } from './format-duration';
export { formatShortDate, formatDate } from './format-date';
export { documentTitle, PRODUCT_NAME } from './document-title';
