import { describe, expect, it } from 'vitest';
import { isOutOfSpace, isServiceUnavailable } from './unavailable';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isServiceUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset socket', withCode('ECONNRESET')],
    ['PostgreSQL shutting down (admin_shutdown)', withCode('57P01')],
    ['PostgreSQL starting (cannot_connect_now)', withCode('57P03')],
    ['a PostgreSQL connection failure (class 08)', withCode('08006')],
    ['node-postgres losing its connection', new Error('Connection terminated unexpectedly')],
    ['an S3 503', Object.assign(new Error('x'), { name: 'ServiceUnavailable' })],
    [
      'an S3 answer whose status is 503',
      Object.assign(new Error('x'), { $metadata: { httpStatusCode: 503 } }),
    ],
    [
      'a cause two levels down',
      new Error('outer', { cause: new Error('mid', { cause: withCode('ECONNREFUSED') }) }),
    ],
    [
      'a refusal on every address',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ],
  ])('%s is unavailable', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a missing file', withCode('ENOENT')],
    ['a programming error', new TypeError('x is undefined')],
    [
      'an S3 NoSuchKey',
      Object.assign(new Error('x'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } }),
    ],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('%s is not', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });

  it('ends on an error that is its own cause', () => {
    const loop = new Error('loop') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(isServiceUnavailable(loop)).toBe(false);
  });
});

describe('isOutOfSpace', () => {
  it.each([
    ['a full disk', withCode('ENOSPC')],
    ['a full quota', withCode('EDQUOT')],
    [
      'a full disk under a pipeline error',
      new Error('write failed', { cause: withCode('ENOSPC') }),
    ],
  ])('%s is out of space', (_name, error) => {
    expect(isOutOfSpace(error)).toBe(true);
  });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a missing folder', withCode('ENOENT')],
    ['a read-only disk', withCode('EROFS')],
    ['not an error', 'ENOSPC'],
  ])('%s is not', (_name, error) => {
    expect(isOutOfSpace(error)).toBe(false);
  });
});
