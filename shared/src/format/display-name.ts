/** Someone as the site names them: the username always, the name they chose when they gave one. */
export interface NamedUser {
  /** Unique, and what their channel's address holds. */
  username: string;
  /** The name they chose; empty, or absent (YouTube's commenters), when there is none. */
  fullName?: string | null;
}

/**
 * The one rule for naming a person or channel: the name they chose, else their username. Where
 * two people may share a name (a channel's header, a comment's author), `handleOf` goes beside it.
 */
export function displayNameOf(user: NamedUser): string {
  return user.fullName?.trim() || user.username;
}

/** '@ann': the username as people write it to tell accounts apart (YouTube's carry their '@'). */
export function handleOf(user: Pick<NamedUser, 'username'>): string {
  return user.username.startsWith('@') ? user.username : `@${user.username}`;
}
