import { distinctWords } from '../lib/blocked-words';
import { forbidden, message } from '../lib/http-error';
import { toSiteSettings } from './site-mappers';
import type { RegistrationMode, SensitiveContentMode, SiteSettings } from '@kinora/contract';
import type { SiteSettingsRepository } from './site-settings-repository';

export interface SiteServiceDeps {
  settings: SiteSettingsRepository;
  /** Tells the other instances that the settings changed (this one forgets its copy itself). */
  announce: () => Promise<void>;
  /** Registers what to do when another instance may have changed them. */
  onAnnounced: (listener: () => void) => void;
  /** The longest a kept copy is used, should an announcement be lost on the way. */
  maxAgeMs?: number;
}

const DEFAULT_MAX_AGE_MS = 30_000;

export const REGISTRATION_CLOSED = message('Registration is closed.');
const REGISTRATION_BY_APPLICATION = message('This site accepts new accounts by application.');

/**
 * The site's settings. Registration, `GET /site` and the video lists read them on every
 * request, so each instance keeps a copy: it forgets it when it changes them itself, when another
 * instance announces a change, and at the latest after `maxAgeMs`, which bounds the staleness if
 * an announcement is lost on the way.
 */
export function createSiteService({
  settings,
  announce,
  onAnnounced,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
}: SiteServiceDeps) {
  let kept: { value: Promise<SiteSettings>; expires: number } | null = null;
  // A read that started before a change must not be kept after it.
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept = null;
  };
  onAnnounced(forget);

  async function current(): Promise<SiteSettings> {
    const now = Date.now();
    if (kept && kept.expires > now) return kept.value;
    const started = generation;
    const entry = { value: settings.read().then(toSiteSettings), expires: now + maxAgeMs };
    kept = entry;
    try {
      const value = await entry.value;
      if (generation !== started && kept === entry) kept = null;
      return value;
    } catch (error) {
      if (kept === entry) kept = null;
      throw error;
    }
  }

  async function registrationMode(): Promise<RegistrationMode> {
    return (await current()).registration;
  }

  return {
    /** The settings as this instance keeps them (for `GET /site` and registration). */
    current,

    /** Read afresh, for the admins' form. */
    async read(): Promise<SiteSettings> {
      return toSiteSettings(await settings.read());
    },

    registrationMode,

    /** 403 unless anyone may open an account now (`POST /users/register`). */
    async assertRegistrationOpen(): Promise<void> {
      const mode = await registrationMode();
      if (mode === 'closed') throw forbidden(REGISTRATION_CLOSED);
      if (mode === 'approval') throw forbidden(REGISTRATION_BY_APPLICATION);
    },

    /**
     * How sensitive videos are shown to visitors, and to accounts that follow the site: the lists
     * leave them out on `hide`.
     */
    async sensitiveContentMode(): Promise<SensitiveContentMode> {
      return (await current()).sensitiveContent;
    },

    /** The site's blocked words as stored (trimmed, each once whatever its case). */
    async siteBlockedWords(): Promise<string[]> {
      return (await current()).blockedWords;
    },

    /** Replaces the settings; every instance reads them again. */
    async update(next: SiteSettings): Promise<SiteSettings> {
      const row = await settings.write({
        name: next.name,
        description: next.description,
        rules: next.rules,
        registration: next.registration,
        sensitive_content: next.sensitiveContent,
        blocked_words: distinctWords(next.blockedWords),
      });
      forget();
      await announce();
      return toSiteSettings(row);
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
