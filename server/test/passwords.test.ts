import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPassword } from '../src/lib/account-fields';
import { HttpError } from '../src/lib/http-error';
import { createTestApp, errorOf, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const register = (password: string) => {
  counter += 1;
  return t.inject({
    method: 'POST',
    url: '/users/register',
    payload: {
      username: `pw${counter}`,
      email: `pw${counter}@example.com`,
      fullName: 'Pass Word',
      password,
    },
  });
};

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

describe('a new password', () => {
  it('is refused when it is on the common-password list, in any letter case', async () => {
    for (const password of ['password1', 'Password1', 'qwerty123', 'letmein', 'iloveyou']) {
      const res = await register(password);
      expect(res.statusCode, password).toBe(400);
      expect(errorOf(res), password).toMatchObject({
        message: TOO_COMMON,
        errors: [{ field: 'password', message: TOO_COMMON }],
      });
    }
  });

  it("keeps the spec's minimum of 6 and its message", async () => {
    const res = await register('12345');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Password must be at least 6 characters long.');
  });

  it('may be up to 128 characters long, and one over is refused', async () => {
    const long = `${'correct horse battery staple '.repeat(5)}`.slice(0, 128);
    expect(long).toHaveLength(128);
    const created = await register(long);
    expect(created.statusCode).toBe(201);
    const login = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: `pw${counter}@example.com`, password: long },
    });
    expect(login.statusCode).toBe(200);
    const tooLong = await register(`${long}x`);
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).message).toBe('password must be at most 128 characters');
  });

  it('is checked by one function that names the field it came from (a password change)', () => {
    expect(() => checkPassword('unusual-but-fine', 'newPassword')).not.toThrow();
    try {
      checkPassword('Welcome1', 'newPassword');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).errors).toEqual([{ field: 'newPassword', message: TOO_COMMON }]);
    }
  });
});
