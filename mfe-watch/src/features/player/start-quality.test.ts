import {
  readMeasuredBandwidth,
  rememberMeasuredBandwidth,
  startQualityConfig,
} from './start-quality';

beforeEach(() => localStorage.clear());

describe('start quality', () => {
  it('remembers the bandwidth measured, and ignores what is not a measurement', () => {
    expect(readMeasuredBandwidth()).toBeNull();
    rememberMeasuredBandwidth(3_250_000.4);
    expect(readMeasuredBandwidth()).toBe(3_250_000);
    rememberMeasuredBandwidth(Number.NaN);
    rememberMeasuredBandwidth(0);
    expect(readMeasuredBandwidth()).toBe(3_250_000);
  });

  it('lets hls.js test the bandwidth first when none was measured, capped to the player', () => {
    expect(startQualityConfig(null)).toEqual({
      capLevelToPlayerSize: true,
      ignoreDevicePixelRatio: false,
      startLevel: -1,
      testBandwidth: true,
    });
  });

  it('starts from the bandwidth measured before, capped to the player', () => {
    expect(startQualityConfig(4_000_000)).toEqual({
      capLevelToPlayerSize: true,
      ignoreDevicePixelRatio: false,
      abrEwmaDefaultEstimate: 4_000_000,
    });
  });
});
