import { BLOCKED_WORD_MAX_LENGTH, BLOCKED_WORDS_MAX } from '@kinora/shared';

/**
 * The words of the one-per-line text field: trimmed, blank lines dropped, and each word once
 * whatever its case, as the server keeps them (matching ignores case anyway).
 */
export function parseBlockedWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of text.split('\n')) {
    const word = line.trim();
    const key = word.toLocaleLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words;
}

/** The words as the text field shows them. */
export const formatBlockedWords = (words: readonly string[]): string => words.join('\n');

/** Why the list cannot be saved as it is, or null. */
export function blockedWordsProblem(words: readonly string[]): string | null {
  if (words.length > BLOCKED_WORDS_MAX) {
    return `At most ${BLOCKED_WORDS_MAX} words; this list has ${words.length}.`;
  }
  const long = words.find((word) => word.length > BLOCKED_WORD_MAX_LENGTH);
  if (long !== undefined) {
    return `“${long.slice(0, 20)}…” is too long: a word or phrase has at most ${BLOCKED_WORD_MAX_LENGTH} characters.`;
  }
  return null;
}
