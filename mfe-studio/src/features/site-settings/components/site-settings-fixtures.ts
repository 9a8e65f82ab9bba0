import { makeId } from '@kinora/shared/test-utils';
import type { Application, SiteSettings } from '@kinora/shared';

export const savedSettings: SiteSettings = {
  name: 'Trainspotters',
  description: 'Videos of trains, by the people who film them.',
  rules: 'Be kind.\n\nNo spam.',
  registration: 'open',
  sensitiveContent: 'blur',
  blockedWords: ['spam', 'free money'],
};

export function makeApplication(
  username: string,
  overrides: Partial<Application> = {},
): Application {
  return {
    _id: makeId(),
    username,
    email: `${username}@example.test`,
    fullName: `${username[0]?.toUpperCase() ?? ''}${username.slice(1)} Doe`,
    reason: `I film trains near ${username}ville.`,
    status: 'pending',
    refusalReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
