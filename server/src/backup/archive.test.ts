import { describe, expect, it } from 'vitest';
import { formatBytes } from './archive';
import { pgToolConnection } from './backup';

describe('formatBytes', () => {
  it('prints bytes, then binary kilobytes and up with one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(50 * 1024)).toBe('50.0 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3.0 TB');
  });
});

describe('pgToolConnection', () => {
  it('moves the password out of the command line into PGPASSWORD', () => {
    const { dbname, env } = pgToolConnection('postgres://kinora:s%40cret@db.example.org:5433/site');
    expect(dbname).toBe('postgres://kinora@db.example.org:5433/site');
    expect(env.PGPASSWORD).toBe('s@cret');
  });

  it('leaves a connection without a password as it is', () => {
    const { dbname, env } = pgToolConnection('postgres://postgres@127.0.0.1:5432/test');
    expect(dbname).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });
});
