/**
 * Blocked words and phrases, the site's and each channel's. A word matches on its own, in any
 * case: "spam" holds "Spam!" but not "spammer". Letters, marks and digits of any script are what
 * words are made of, so "naïve" or "スパム" are whole words too; a phrase matches with any run of
 * spaces between its words.
 */

/** Characters that continue a word: a match must not touch one on either side. */
const WORD_CHARACTER = String.raw`[\p{L}\p{M}\p{N}]`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function wordPattern(word: string): RegExp {
  const body = word
    .trim()
    .split(/\s+/u)
    .map(escapeRegExp)
    .join(String.raw`\s+`);
  return new RegExp(`(?<!${WORD_CHARACTER})${body}(?!${WORD_CHARACTER})`, 'iu');
}

/** The first of `words` (in their order) that `text` contains as a whole word; null if none. */
export function findBlockedWord(text: string, words: readonly string[]): string | null {
  for (const word of words) {
    if (word.trim() === '') continue;
    if (wordPattern(word).test(text)) return word;
  }
  return null;
}

/**
 * A list as it is kept: trimmed, and the same word in another case is the same word. The first
 * spelling given is kept, in the order given.
 */
export function distinctWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words
    .map((word) => word.trim())
    .filter((word) => {
      const key = word.toLocaleLowerCase();
      if (word === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
