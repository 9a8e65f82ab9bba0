export { useLikeToggle, LIKE_FAILED_MESSAGE } from './use-like-toggle';
