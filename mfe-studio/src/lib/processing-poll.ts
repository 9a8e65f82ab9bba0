/** Processing moves in seconds: often enough to look live, rarely enough for the server. */
export const PROCESSING_POLL_MS = 3000;
