import { deviceName } from './device-name';

describe('deviceName', () => {
  it('names the browser on its system, or whichever is known', () => {
    expect(deviceName({ browser: 'Firefox 128', os: 'Windows 10' })).toBe(
      'Firefox 128 on Windows 10',
    );
    expect(deviceName({ browser: 'Safari 17', os: null })).toBe('Safari 17');
    expect(deviceName({ browser: null, os: 'Android 14' })).toBe('Android 14');
    expect(deviceName({ browser: null, os: null })).toBe('Unknown device');
  });
});
