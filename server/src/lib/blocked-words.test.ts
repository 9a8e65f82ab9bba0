import { describe, expect, it } from 'vitest';
import { distinctWords, findBlockedWord } from './blocked-words';

describe('findBlockedWord', () => {
  it('matches a whole word in any case, with punctuation around it', () => {
    expect(findBlockedWord('Buy now! Spam!', ['spam'])).toBe('spam');
    expect(findBlockedWord('(SPAM)', ['spam'])).toBe('spam');
    expect(findBlockedWord('spam', ['Spam'])).toBe('Spam');
  });

  it('does not match inside a longer word', () => {
    expect(findBlockedWord('the spammer spams', ['spam'])).toBeNull();
    expect(findBlockedWord('antispam', ['spam'])).toBeNull();
    expect(findBlockedWord('spam2', ['spam'])).toBeNull();
    expect(findBlockedWord('spam_', ['spam'])).toBe('spam');
  });

  it('counts letters of any script, accented ones included, as parts of words', () => {
    expect(findBlockedWord('café', ['caf'])).toBeNull();
    expect(findBlockedWord('un CAFÉ noir', ['café'])).toBe('café');
    expect(findBlockedWord('Это спам.', ['СПАМ'])).toBe('СПАМ');
    expect(findBlockedWord('спамер', ['спам'])).toBeNull();
  });

  it('matches a phrase as a phrase, across any run of spaces', () => {
    expect(findBlockedWord('get free   money today', ['free money'])).toBe('free money');
    expect(findBlockedWord('free of money', ['free money'])).toBeNull();
    expect(findBlockedWord('free moneybags', ['free money'])).toBeNull();
  });

  it('takes a word with special characters literally', () => {
    expect(findBlockedWord('win $$$ now', ['$$$'])).toBe('$$$');
    expect(findBlockedWord('a.b', ['a.b'])).toBe('a.b');
    expect(findBlockedWord('axb', ['a.b'])).toBeNull();
    expect(findBlockedWord('c++ rocks', ['c++'])).toBe('c++');
    expect(findBlockedWord('(x)', ['(x'])).toBe('(x');
  });

  it('answers the first word of the list that matches, or null', () => {
    expect(findBlockedWord('ham and spam', ['eggs', 'spam', 'ham'])).toBe('spam');
    expect(findBlockedWord('nothing here', ['spam'])).toBeNull();
    expect(findBlockedWord('anything', [])).toBeNull();
  });
});

describe('distinctWords', () => {
  it('trims and drops the same word in another case, keeping the first spelling and order', () => {
    expect(distinctWords([' Spam ', 'eggs', 'SPAM', 'spam', 'Eggs', 'ham'])).toEqual([
      'Spam',
      'eggs',
      'ham',
    ]);
  });
});
