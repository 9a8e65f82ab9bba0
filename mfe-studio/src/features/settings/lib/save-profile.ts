import {
  updateAccount,
  updateAvatar,
  updateCoverImage,
  type UpdateAccountRequest,
  type User,
} from '@kinora/shared';

export type ProfilePart = 'banner' | 'picture' | 'details';

export interface ProfileChanges {
  banner: File | null;
  picture: File | null;
  /** Only the text fields that changed; empty when none did. */
  details: Pick<UpdateAccountRequest, 'fullName' | 'description' | 'links'>;
}

/** A failed part of a profile save, with what the server said. */
export class ProfileSaveError extends Error {
  override readonly name = 'ProfileSaveError';
  constructor(
    readonly part: ProfilePart,
    readonly reason: unknown,
  ) {
    super(`The ${part} was not saved.`, { cause: reason });
  }
}

export function hasChanges({ banner, picture, details }: ProfileChanges): boolean {
  return banner !== null || picture !== null || Object.keys(details).length > 0;
}

/**
 * Saves what changed, part by part: the banner, the picture and the text fields each have their
 * own endpoint. `onSaved` runs after each part with the account as the server answered it, so a
 * failure further on keeps what was already saved (and says which part failed).
 */
export async function saveProfile(
  changes: ProfileChanges,
  onSaved: (part: ProfilePart, user: User) => void,
): Promise<void> {
  const { banner, picture, details } = changes;
  const steps: [ProfilePart, (() => Promise<User>) | null][] = [
    ['banner', banner ? () => updateCoverImage(banner) : null],
    ['picture', picture ? () => updateAvatar(picture) : null],
    ['details', Object.keys(details).length > 0 ? () => updateAccount(details) : null],
  ];
  for (const [part, send] of steps) {
    if (!send) continue;
    let user: User;
    try {
      user = await send();
    } catch (reason) {
      throw new ProfileSaveError(part, reason);
    }
    onSaved(part, user);
  }
}
