import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

/** The variables of a multi-instance site are validated at start, with messages naming them. */

const PG = 'postgres://db.internal/kinora';
const S3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'media' };

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('configuration for several instances', () => {
  it('reads WEB_ORIGINS, and CORS_ORIGINS as its old name', () => {
    expect(
      loadConfig({ WEB_ORIGINS: 'https://web.example, http://127.0.0.1:8080' }).webOrigins,
    ).toEqual(['https://web.example', 'http://127.0.0.1:8080']);
    expect(loadConfig({ CORS_ORIGINS: 'https://web.example' }).webOrigins).toEqual([
      'https://web.example',
    ]);
    expect(
      loadConfig({ WEB_ORIGINS: 'https://web.example', CORS_ORIGINS: 'https://web.example' })
        .webOrigins,
    ).toEqual(['https://web.example']);
    expect(loadConfig({}).webOrigins).toEqual([]);
  });

  it('refuses origins that are not origins, and two lists that disagree', () => {
    for (const bad of [
      'web.example',
      'https://web.example/',
      'https://web.example/app',
      'ftp://x.example',
    ]) {
      expect(refusal({ WEB_ORIGINS: bad })).toContain(
        `WEB_ORIGINS must be comma-separated origins`,
      );
    }
    expect(refusal({ WEB_ORIGINS: 'https://a.example', CORS_ORIGINS: 'https://b.example' })).toBe(
      'CORS_ORIGINS is the old name of WEB_ORIGINS: set only WEB_ORIGINS (they differ here).',
    );
  });

  it('reads PUBLIC_URL and MEDIA_PUBLIC_URL as bases without a trailing slash', () => {
    const config = loadConfig({
      ...S3,
      PUBLIC_URL: 'https://api.example/',
      MEDIA_PUBLIC_URL: 'https://cdn.example/media/',
    });
    expect(config.publicUrl).toBe('https://api.example');
    expect(config.media.publicUrl).toBe('https://cdn.example/media');
    expect(config.media.redirects).toBe(true);
    expect(config.media.presignSeconds).toBe(60);
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({}).media.redirects).toBe(false);
    expect(refusal({ PUBLIC_URL: '/api' })).toContain('PUBLIC_URL must be an absolute http(s) URL');
    expect(refusal({ PUBLIC_URL: 'https://api.example/?x=1' })).toContain('without query');
  });

  it('ties the media options to S3', () => {
    expect(refusal({ MEDIA_PUBLIC_URL: 'https://cdn.example' })).toContain(
      'MEDIA_PUBLIC_URL needs STORAGE_DRIVER=s3',
    );
    expect(refusal({ MEDIA_REDIRECTS: 'on' })).toContain('MEDIA_REDIRECTS needs STORAGE_DRIVER=s3');
    expect(loadConfig({ ...S3, MEDIA_REDIRECTS: 'off' }).media.redirects).toBe(false);
    expect(refusal({ ...S3, MEDIA_PRESIGN_SECONDS: '604801' })).toContain('at most 604800');
    expect(refusal({ ...S3, MEDIA_PRESIGN_SECONDS: '0' })).toContain('MEDIA_PRESIGN_SECONDS');
  });

  it('reads COOKIE_SAME_SITE; none needs Secure and implies it', () => {
    expect(loadConfig({}).cookieSameSite).toBe('strict');
    const none = loadConfig({ COOKIE_SAME_SITE: 'None' });
    expect(none.cookieSameSite).toBe('none');
    expect(none.secureCookies).toBe(true);
    expect(refusal({ COOKIE_SAME_SITE: 'none', SECURE_COOKIES: 'false' })).toContain(
      'COOKIE_SAME_SITE=none needs SECURE_COOKIES=true',
    );
    expect(refusal({ COOKIE_SAME_SITE: 'loose' })).toContain('COOKIE_SAME_SITE must be');
  });

  it('reads DATABASE_READ_URL only beside DATABASE_URL', () => {
    expect(
      loadConfig({ DATABASE_URL: PG, DATABASE_READ_URL: `${PG}-replica` }).databaseReadUrl,
    ).toBe(`${PG}-replica`);
    expect(refusal({ DATABASE_READ_URL: PG })).toContain('DATABASE_READ_URL needs DATABASE_URL');
    expect(refusal({ DATABASE_URL: PG, DATABASE_READ_URL: 'mysql://x' })).toContain(
      'DATABASE_READ_URL must start with postgres://',
    );
  });

  it('reads the shutdown timings', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(refusal({ SHUTDOWN_TIMEOUT_MS: '0' })).toContain('SHUTDOWN_TIMEOUT_MS');
  });

  it('reads TRUST_PROXY as off, a hop count (true: one, with a notice) or the proxies’ addresses', () => {
    for (const off of [undefined, '', 'false', 'off', '0']) {
      expect(loadConfig(off === undefined ? {} : { TRUST_PROXY: off }).trustProxy).toBe(false);
    }
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '1' }).notices).toEqual([]);
    const legacy = loadConfig({ TRUST_PROXY: 'true' });
    expect(legacy.trustProxy).toBe(1);
    expect(legacy.notices).toEqual([expect.stringContaining('TRUST_PROXY=true is read as')]);
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0', 'nginx.internal', '11']) {
      expect(refusal({ TRUST_PROXY: bad }), bad).toContain('TRUST_PROXY');
    }
  });

  it('warns at a production start without PUBLIC_URL', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).notices).toEqual([
      expect.stringContaining('PUBLIC_URL is not set'),
    ]);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://kinora.example' }).notices,
    ).toEqual([]);
    expect(loadConfig({}).notices).toEqual([]);
  });
});
