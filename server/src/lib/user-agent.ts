import Bowser from 'bowser';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  deviceType: string | null;
}

const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ') || null;

/** What a person recognises a signed-in device by, read from its user agent ("Firefox 128", "Windows 10"). */
export function describeUserAgent(userAgent: string): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  return {
    browser: browser.name ? joined(browser.name, browser.version?.split('.')[0]) : null,
    os: os.name ? joined(os.name, os.versionName ?? os.version) : null,
    deviceType: platform.type ?? null,
  };
}
