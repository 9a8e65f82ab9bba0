-- Accounts people can recover and protect: verified addresses, links mailed for a password reset,
-- a verification or a change of address, an authenticator app with recovery codes, passkeys, and
-- how each session was signed in.

-- When the address was confirmed from a mail sent to it. Accounts made before verification
-- existed start unverified: nothing ever showed their address was theirs.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- A link mailed to someone: only its SHA-256 is kept, so the table alone signs nobody in. `email`
-- is where it was sent: the new address of a change, which becomes the account's on confirmation.
-- A link works once (`used_at`) and until `expires_at`.
CREATE TABLE email_tokens (
  id          char(24) PRIMARY KEY,
  user_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('password_reset', 'verify_email', 'change_email')),
  token_hash  text NOT NULL UNIQUE,
  email       text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- A new link of a purpose retires the account's older ones; the sweep removes expired rows.
CREATE INDEX email_tokens_user_purpose_idx ON email_tokens (user_id, purpose);
CREATE INDEX email_tokens_expires_idx ON email_tokens (expires_at);

-- The authenticator app's secret, encrypted with a key derived from the server's secret (a stolen
-- database alone cannot mint codes). `enabled_at` is null while the setup waits for its first
-- code; a new setup replaces a waiting one.
CREATE TABLE user_totp (
  user_id           char(24) PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_encrypted  text NOT NULL,
  enabled_at        timestamptz,
  -- The time step of the last code accepted: the same code is never accepted twice.
  last_used_step    bigint,
  created_at        timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes, hashed like passwords' cheaper cousins (SHA-256 of a high-entropy code); each
-- signs in once.
CREATE TABLE recovery_codes (
  id          char(24) PRIMARY KEY,
  user_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id);

-- WebAuthn credentials. `credential_id` is the authenticator's id (base64url), unique across the
-- site: a usernameless sign-in finds the account by it.
CREATE TABLE passkeys (
  id             char(24) PRIMARY KEY,
  user_id        char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id  text NOT NULL UNIQUE,
  public_key     bytea NOT NULL,
  counter        bigint NOT NULL DEFAULT 0,
  transports     text[] NOT NULL DEFAULT '{}',
  device_type    text NOT NULL DEFAULT 'singleDevice',
  backed_up      boolean NOT NULL DEFAULT false,
  name           text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_used_at   timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id, created_at);

-- A WebAuthn challenge handed out and not yet answered: kept in the database so any instance can
-- check the answer, used once, and swept once expired. `user_id` is null for a usernameless
-- sign-in.
CREATE TABLE webauthn_challenges (
  id          char(24) PRIMARY KEY,
  user_id     char(24) REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('register', 'authenticate')),
  challenge   text NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_expires_idx ON webauthn_challenges (expires_at);

-- How the session was signed in, for the sessions list. Sessions before this column existed were
-- started with a password or at registration; they read as a password sign-in.
ALTER TABLE sessions ADD COLUMN sign_in_method text NOT NULL DEFAULT 'password'
  CHECK (sign_in_method IN ('registration', 'password', 'password_totp', 'password_recovery_code',
    'password_passkey', 'passkey', 'password_reset'));
