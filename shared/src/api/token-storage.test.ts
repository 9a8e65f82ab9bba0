import { SESSION_HINT_COOKIE, UNVERIFIED_SESSION_HINT } from '../contract/user';
import { hasSessionCookie, hintsUnverifiedSession } from './token-storage';

const setHint = (value: string, expires = '') =>
  (document.cookie = `${SESSION_HINT_COOKIE}=${value}; path=/${expires}`);

afterEach(() => setHint('', '; expires=Thu, 01 Jan 1970 00:00:00 GMT'));

describe('the session hint', () => {
  it('says whether a session may be restored, and whether its address is not verified', () => {
    expect(hasSessionCookie()).toBe(false);
    expect(hintsUnverifiedSession()).toBe(false);
    setHint('1');
    expect(hasSessionCookie()).toBe(true);
    expect(hintsUnverifiedSession()).toBe(false);
    setHint(UNVERIFIED_SESSION_HINT);
    expect(hasSessionCookie()).toBe(true);
    expect(hintsUnverifiedSession()).toBe(true);
  });
});
