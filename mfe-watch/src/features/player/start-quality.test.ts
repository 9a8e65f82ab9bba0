import {
  bandwidthOfDownloads,
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

  it('reads the bandwidth from the fastest large download that came over the network', () => {
    const download = (kib: number, start: number, end: number, transferred = kib * 1024 + 300) => ({
      transferSize: transferred,
      encodedBodySize: kib * 1024,
      responseStart: start,
      responseEnd: end,
    });
    expect(
      bandwidthOfDownloads([
        // 115 KiB in 0.59 s: about 1.6 Mbit/s, the link's speed.
        download(115, 4130, 4720),
        // Shared the link with another: half as fast.
        download(65, 860, 1900),
        // Small ones say more of the round trip than of the bandwidth.
        download(4, 100, 101),
        // From the cache: nothing was transferred.
        download(300, 10, 11, 0),
      ]),
    ).toBe(Math.round((115 * 1024 * 8) / 0.59));
  });

  it('has no reading without a large download timed over the network', () => {
    expect(bandwidthOfDownloads([])).toBeNull();
    expect(
      bandwidthOfDownloads([
        { transferSize: 0, encodedBodySize: 200_000, responseStart: 0, responseEnd: 100 },
        // Another origin without Timing-Allow-Origin: its sizes read 0.
        { transferSize: 0, encodedBodySize: 0, responseStart: 0, responseEnd: 0 },
        { transferSize: 9_000, encodedBodySize: 8_000, responseStart: 0, responseEnd: 50 },
      ]),
    ).toBeNull();
  });
});
