export const TITLE_TRUNCATE_LENGTH = 50;

/**
 * Cuts a card title to 50 characters plus '...'. Counts code points, so an emoji is never split
 * into half a surrogate pair.
 */
export function truncateTitle(title: string, maxLength: number = TITLE_TRUNCATE_LENGTH): string {
  const chars = Array.from(title);
  if (chars.length <= maxLength) return title;
  return `${chars.slice(0, maxLength).join('')}...`;
}
