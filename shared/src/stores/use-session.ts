import { create } from 'zustand';
import { refreshSession } from '../api/http';
import { broadcastSession, onSessionMessage } from '../api/session-channel';
import { onSessionExpired } from '../api/session-expired';
import {
  clearAccessToken,
  hasSessionCookie,
  removeLegacyTokens,
  setAccessToken,
} from '../api/token-storage';
import * as users from '../api/users';
import type { LoginRequest, LoginResult, SecondFactorChallenge, User } from '../contract/user';

export type SessionStatus = 'initializing' | 'anonymous' | 'authenticated';

/** What a step of signing in came to: signed in, or a second factor is asked for first. */
export type SignInStep = { user: User } | SecondFactorChallenge;

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /**
   * Start-up: the access token lives in memory only, so a new page asks the refresh endpoint for
   * one (the httpOnly cookie is the session), which answers the user too: one round trip. No
   * session hint cookie means anonymous at once.
   */
  restore: () => Promise<void>;
  /**
   * `identifier` is an email address or a username (one with an @ is an email). Throws the
   * `ApiError` of a failed login. The access token stays in memory; the refresh token stays in
   * its httpOnly cookie, out of reach of scripts. An account with two-factor sign-in answers the
   * challenge instead; `finishSignIn` takes the answer of its second step.
   */
  login: (identifier: string, password: string) => Promise<SignInStep>;
  /**
   * Signs in with what any way in answered (a second factor, a passkey, a password reset), or
   * hands back the challenge it asked for.
   */
  finishSignIn: (result: LoginResult) => SignInStep;
  /** Multipart form (username, email, fullName, password, optional avatar). Throws on failure. */
  register: (form: FormData) => Promise<User>;
  /** Ends the session on the server when it can, and always here and in the other tabs. Never throws. */
  logout: () => Promise<void>;
  /**
   * Forgets a session the server has already ended (the account was deleted), here and in the
   * other tabs, without calling the server.
   */
  forget: () => void;
  setUser: (user: User) => void;
}

/** The login body for what the person typed in the one "email or username" field. */
export function loginRequestOf(identifier: string, password: string): LoginRequest {
  const name = identifier.trim();
  return name.includes('@') ? { email: name, password } : { username: name, password };
}

const signedOut = { status: 'anonymous', user: null } as const;

let restoring: Promise<void> | null = null;

export const useSession = create<SessionState>()((set) => {
  const signIn = (user: User, accessToken: string) => {
    setAccessToken(accessToken);
    set({ status: 'authenticated', user });
    broadcastSession({ type: 'signed-in', token: accessToken, user });
    return user;
  };

  const finishSignIn = (result: LoginResult): SignInStep =>
    'secondFactor' in result ? result : { user: signIn(result.user, result.accessToken) };
  const signOutEverywhere = () => {
    clearAccessToken();
    set(signedOut);
    broadcastSession({ type: 'signed-out' });
  };

  return {
    // A visitor without a session is anonymous from the first paint: nothing to wait for.
    status: hasSessionCookie() ? 'initializing' : 'anonymous',
    user: null,

    restore: () => {
      // StrictMode and several gates may ask at once: one request answers them all.
      restoring ??= (async () => {
        // Older versions kept both tokens in localStorage: an upgraded install keeps none.
        removeLegacyTokens();
        if (!hasSessionCookie()) {
          set(signedOut);
          return;
        }
        try {
          const refreshed = await refreshSession();
          // Another tab's refresh hands over only a token: then the account is asked for.
          const user =
            refreshed.user ?? (await users.getCurrentUser({ silentSessionExpiry: true }));
          set({ status: 'authenticated', user });
        } catch {
          clearAccessToken();
          set(signedOut);
        }
      })().finally(() => {
        restoring = null;
      });
      return restoring;
    },

    login: async (identifier, password) =>
      finishSignIn(await users.login(loginRequestOf(identifier, password))),

    finishSignIn,

    register: async (form) => {
      const { user, accessToken } = await users.register(form);
      return signIn(user, accessToken);
    },

    logout: async () => {
      try {
        await users.logout();
      } catch {
        // Best effort: an expired or unreachable session still ends on this device.
      } finally {
        signOutEverywhere();
      }
    },

    forget: signOutEverywhere,

    setUser: (user) => set({ status: 'authenticated', user }),
  };
});

// A refresh that failed anywhere on the page ends the session for every screen.
onSessionExpired(() => {
  clearAccessToken();
  useSession.setState(signedOut);
});

// The other tabs share this browser's session cookie: follow what they did with it.
onSessionMessage((message) => {
  const { status } = useSession.getState();
  switch (message.type) {
    case 'token':
      // A restoring tab takes it instead of refreshing once more; a signed-out one stays out.
      if (status !== 'anonymous') setAccessToken(message.token);
      break;
    case 'signed-in':
      setAccessToken(message.token);
      useSession.setState({ status: 'authenticated', user: message.user });
      break;
    case 'signed-out':
      clearAccessToken();
      useSession.setState(signedOut);
      break;
  }
});

/** The signed-in user, or null. */
export const useCurrentUser = (): User | null => useSession((state) => state.user);

export const useIsAuthenticated = (): boolean =>
  useSession((state) => state.status === 'authenticated');
