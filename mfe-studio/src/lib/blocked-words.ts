import { BLOCKED_WORD_MAX_LENGTH, BLOCKED_WORDS_MAX } from '@kinora/shared';
import { t } from '../i18n';

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
    return t('At most {{max}} words; this list has {{length}}.', {
      max: BLOCKED_WORDS_MAX,
      length: words.length,
    });
  }
  const long = words.find((word) => word.length > BLOCKED_WORD_MAX_LENGTH);
  if (long !== undefined) {
    return t('“{{start}}…” is too long: a word or phrase has at most {{max}} characters.', {
      start: long.slice(0, 20),
      max: BLOCKED_WORD_MAX_LENGTH,
    });
  }
  return null;
}
