import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { SUSPENDED_FOR_GOOD_UNTIL, isInForce, suspensionMessage } from './suspension';

describe('a suspension as the code reads it', () => {
  it('for good: the far end, told without a date, always in force', () => {
    const forGood = { until: SUSPENDED_FOR_GOOD_UNTIL, reason: 'Ban evasion' };
    expect(SUSPENDED_FOR_GOOD_UNTIL.toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(translate(suspensionMessage(forGood))).toBe('Your account is suspended: Ban evasion');
    expect(isInForce(forGood, Date.parse('9000-01-01T00:00:00Z'))).toBe(true);
  });

  it('for a time: told with its end, in force until then', () => {
    const until = new Date('2030-05-01T12:00:00.000Z');
    const suspension = { until, reason: 'Spam' };
    expect(translate(suspensionMessage(suspension))).toBe(
      'Your account is suspended until 2030-05-01T12:00:00.000Z: Spam',
    );
    expect(isInForce(suspension, until.getTime() - 1)).toBe(true);
    expect(isInForce(suspension, until.getTime())).toBe(false);
  });
});
