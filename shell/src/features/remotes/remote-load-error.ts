import { t } from '../../i18n';

export type RemoteFailureKind = 'unavailable' | 'contract-clash' | 'broken';

/**
 * A remote could not be loaded; `kind` says why in words a person can act on, and the message
 * says it in the interface's language (the fallback shows it).
 */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';

  constructor(
    readonly remote: string,
    readonly kind: RemoteFailureKind,
    override readonly cause: unknown,
  ) {
    super(RemoteLoadError.describe(remote, kind, cause));
  }

  static describe(remote: string, kind: RemoteFailureKind, cause: unknown): string {
    switch (kind) {
      case 'contract-clash':
        return `${t(
          'Contract mismatch: "{{remote}}" was built for another version of the shared package.',
          { remote },
        )} ${requirementOf(cause) ?? ''}`.trim();
      case 'broken':
        return t('"{{remote}}" failed while starting.', { remote });
      case 'unavailable':
        return t('"{{remote}}" could not be reached.', { remote });
    }
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

/** The runtime's wording for a singleton that does not satisfy a remote's required version. */
const CLASH_PATTERN =
  /does not satisfy|not satisf|version.*(?:mismatch|incompatible)|strictVersion/i;

/** The federation runtime's words: `Version V from H of shared singleton module P does not satisfy the requirement of R which needs N)`. */
const REQUIREMENT =
  /Version (\S+) from .*? of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

function requirementOf(cause: unknown): string | null {
  const match = REQUIREMENT.exec(messageOf(cause));
  if (!match) return null;
  const [, version, pkg, needed] = match;
  return t('The site runs {{pkg}} {{version}}; it needs {{needed}}.', {
    pkg,
    version,
    needed,
  });
}

export function describeLoadFailure(error: unknown, lifecycle: string): RemoteFailureKind {
  if (error instanceof RemoteLoadError) return error.kind;
  if (CLASH_PATTERN.test(messageOf(error))) return 'contract-clash';
  if (lifecycle === 'onLoad' && !/fetch|load|network|script|manifest/i.test(messageOf(error))) {
    return 'broken';
  }
  return 'unavailable';
}
