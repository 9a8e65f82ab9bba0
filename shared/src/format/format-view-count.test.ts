import { formatSubscribers, formatViewCount, formatViews } from './format-view-count';

describe('formatViewCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1500, '1.5K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
    [999_950_000, '1B'],
    [1e9, '1B'],
    [2_340_000_000, '2.3B'],
    [1.5e12, '1500B'],
  ])('%p → %p', (count, expected) => {
    expect(formatViewCount(count)).toBe(expected);
  });

  it('reads nonsense as zero', () => {
    expect(formatViewCount(-5)).toBe('0');
    expect(formatViewCount(Number.NaN)).toBe('0');
    expect(formatViewCount(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('rounds fractional counts below a thousand', () => {
    expect(formatViewCount(998.6)).toBe('999');
    expect(formatViewCount(999.6)).toBe('1K');
  });
});

describe('formatViews and formatSubscribers', () => {
  it('use the singular only for exactly one', () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1500)).toBe('1.5K views');
    expect(formatSubscribers(1)).toBe('1 subscriber');
    expect(formatSubscribers(2_000_000)).toBe('2M subscribers');
  });
});
