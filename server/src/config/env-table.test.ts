import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ConfigEnv } from './env-schema';
import { envTable, withEnvTable } from './env-table';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

describe("the README's table of environment variables", () => {
  it('is the one the schema gives (else: pnpm --filter @kinora/server run config-doc --write)', () => {
    expect(withEnvTable(readme)).toBe(readme);
  });

  it('shows each default, or what an unset variable means', () => {
    expect(envTable()).toMatch(/^\| `PORT` +\| `3000` +\| the port the server listens on +\|$/m);
    expect(envTable()).toMatch(/^\| `MEDIA_REDIRECTS` +\| `true` with S3 +\| /m);
    expect(envTable()).toMatch(/^\| `DATABASE_URL` +\| unset +\| /m);
  });

  it('is found out when the README edits a default or the schema gains a variable', () => {
    const edited = readme.replace(/\| `3000` /, '| `8080` ');
    expect(edited).not.toBe(readme);
    expect(withEnvTable(edited)).not.toBe(edited);
    const planted = Type.Object({
      ...ConfigEnv.properties,
      PLANTED: Type.String({ default: 'x', description: 'a variable the README does not know' }),
    });
    expect(withEnvTable(readme, envTable(planted))).not.toBe(readme);
  });
});
