import { BLOCKED_WORD_MAX_LENGTH, BLOCKED_WORDS_MAX } from '@kinora/shared';
import { blockedWordsProblem, formatBlockedWords, parseBlockedWords } from './blocked-words';

describe('blocked words', () => {
  it('reads one word or phrase a line, trimmed, without blanks or repeats of any case', () => {
    expect(parseBlockedWords('  spam \n\nfree money\nSPAM\r\n\tscam\n')).toEqual([
      'spam',
      'free money',
      'scam',
    ]);
    expect(formatBlockedWords(['spam', 'free money'])).toBe('spam\nfree money');
  });

  it('refuses a list longer than the server keeps, and a word longer than it allows', () => {
    expect(blockedWordsProblem(['spam'])).toBeNull();
    const many = Array.from({ length: BLOCKED_WORDS_MAX + 1 }, (_, index) => `word${index}`);
    expect(blockedWordsProblem(many)).toBe(
      `At most ${BLOCKED_WORDS_MAX} words; this list has ${BLOCKED_WORDS_MAX + 1}.`,
    );
    expect(blockedWordsProblem(['x'.repeat(BLOCKED_WORD_MAX_LENGTH + 1)])).toMatch(/too long/);
    expect(blockedWordsProblem(['x'.repeat(BLOCKED_WORD_MAX_LENGTH)])).toBeNull();
  });
});
