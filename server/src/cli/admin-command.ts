import { createUserRepository, type UserRepository } from '../accounts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const ADMIN_USAGE = `pnpm kinora admin grant <username>    make the account an admin
pnpm kinora admin revoke <username>   take the role away (every session of it, at once)
pnpm kinora admin list                the accounts that are admins`;

/** What a command printed, and whether it did what it was asked. */
export interface CommandResult {
  ok: boolean;
  output: string;
}

const done = (output: string): CommandResult => ({ ok: true, output });
const failed = (output: string): CommandResult => ({ ok: false, output });

type AdminCommand = { action: 'list' } | { action: 'grant' | 'revoke'; username: string };

/** The command `args` name, or null when they are not one (usage is then the answer). */
export function parseAdminCommand(args: readonly string[]): AdminCommand | null {
  const [action, username, ...rest] = args;
  if (rest.length > 0) return null;
  if (action === 'list') return username === undefined ? { action } : null;
  if ((action === 'grant' || action === 'revoke') && username) return { action, username };
  return null;
}

/**
 * `kinora admin …`: the only way an account becomes an admin. The operator names the account on
 * the machine that holds the database, so no request to the site, and no address anyone may
 * register, can make one.
 */
export async function runAdminCommand(
  db: Kysely<Database>,
  args: readonly string[],
): Promise<CommandResult> {
  const command = parseAdminCommand(args);
  if (!command) return failed(ADMIN_USAGE);
  const users = createUserRepository(db);
  if (command.action === 'list') {
    const admins = await users.listAdmins();
    if (admins.length === 0)
      return done(
        'No account is an admin. Grant the role with `pnpm kinora admin grant <username>`.',
      );
    return done(admins.map((admin) => `${admin.username}\t${admin.email}`).join('\n'));
  }
  if (command.action === 'revoke') {
    const user = await users.setRole(command.username, 'user');
    if (!user) return failed(`No account is named "${command.username}".`);
    return done(`${user.username} is no longer an admin.`);
  }
  return grant(users, command.username);
}

/**
 * An admin's address must be theirs: whoever took over an unverified one could get the account
 * back by a password reset. The site's first admin is the exception, so a new install (its mail
 * maybe not set up yet) gets one; later admins verify their address first.
 */
async function grant(users: UserRepository, username: string): Promise<CommandResult> {
  const account = await users.findByUsername(username);
  if (!account) return failed(`No account is named "${username}".`);
  const firstAdmin = (await users.listAdmins()).length === 0;
  if (!account.email_verified_at && !firstAdmin) {
    return failed(
      `${account.username} has not verified their email address (${account.email}), and only a verified address can be an admin's. ` +
        'They can send themselves a new link from Settings, then run this again.',
    );
  }
  const user = await users.setRole(username, 'admin');
  if (!user) return failed(`No account is named "${username}".`);
  return done(`${user.username} is an admin: the platform page is in their account menu.`);
}
