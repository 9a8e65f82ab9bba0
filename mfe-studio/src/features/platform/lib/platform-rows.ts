import { currentLanguage, deployedVersionOf } from '@kinora/shared';
import { t } from '../../../i18n';
import type {
  DeployRecord,
  PlatformDeployments,
  RemoteDeployment,
  RemoteLoadOverview,
  RemoteLoadStats,
} from '@kinora/shared';

/** One build a browser may be sent to: its manifest URL and the deploy folder's version. */
export interface BuildRef {
  url: string;
  /** Null for a build outside the deploy tool's folders (the one served beside the shell). */
  version: string | null;
}

/** One line of the platform page's table of remotes. */
export interface RemoteRow {
  remote: string;
  /** What every browser outside the canary loads; null when the deployment file lacks it. */
  live: BuildRef | null;
  canary: (BuildRef & { percent: number }) | null;
  /** When the live build became live, if the deploy tool made it so. */
  deployedAt: string | null;
  /** When the canary started, if one runs. */
  canarySince: string | null;
  /** Loads reported over the window; null when no browser reported one. */
  stats: RemoteLoadStats | null;
}

export const buildRef = (remote: string, url: string): BuildRef => ({
  url,
  version: deployedVersionOf(remote, url),
});

function sameEntry(a: RemoteDeployment | null, b: RemoteDeployment | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The URL every browser outside a canary loads. */
const stableOf = (entry: RemoteDeployment | null): string | null =>
  typeof entry === 'string' ? entry : (entry?.stable ?? null);

/**
 * The remotes the shell knows, in its order, then any other the deployment file names. Reports
 * for names neither knows are left out: anyone may send reports, and a made-up name must not
 * add lines to an admin's page.
 */
export function remoteRows(
  known: readonly string[],
  { remotes, history }: PlatformDeployments,
  overview: RemoteLoadOverview,
): RemoteRow[] {
  const names = [...known, ...Object.keys(remotes).filter((name) => !known.includes(name))];
  return names.map((remote) => {
    const entry = remotes[remote] ?? null;
    const stable = stableOf(entry);
    const own = history.filter((record) => record.remote === remote);
    // Starting or dropping a canary leaves the live build as it was: its time is the switch
    // that made it live.
    const madeLive = own
      .filter((record) => stableOf(record.entry) === stable && stableOf(record.from) !== stable)
      .at(-1);
    const canaryStart = own.filter((record) => sameEntry(record.entry, entry)).at(-1);
    return {
      remote,
      live: stable === null ? null : buildRef(remote, stable),
      canary:
        entry !== null && typeof entry === 'object'
          ? { ...buildRef(remote, entry.canary), percent: entry.percent }
          : null,
      deployedAt: stable === null ? null : (madeLive?.at ?? null),
      canarySince: typeof entry === 'object' && entry !== null ? (canaryStart?.at ?? null) : null,
      stats: overview.remotes.find((stats) => stats.remote === remote) ?? null,
    };
  });
}

/** The deploy history, newest first. */
export function newestFirst(history: readonly DeployRecord[]): DeployRecord[] {
  return [...history].reverse();
}

/** Counts in the interface's language: '1,200' in English, '1 200' in French. */
const countFormat = () => new Intl.NumberFormat(currentLanguage());

/** '3 of 120 (2.5%)', 'None' without failures, '—' without loads. */
export function describeFailures(stats: RemoteLoadStats | null): string {
  if (!stats || stats.loads === 0) return '—';
  if (stats.failures === 0) return t('None');
  const count = countFormat();
  const percent = new Intl.NumberFormat(currentLanguage(), {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return t('{{failures}} of {{loads}} ({{rate}})', {
    failures: count.format(stats.failures),
    loads: count.format(stats.loads),
    rate: percent.format(stats.failureRate),
  });
}

/** A kind of failure in words; one the page does not know yet keeps the name it was sent with. */
function failureKindLabel(kind: string): string {
  switch (kind) {
    case 'network':
      return t('network');
    case 'timeout':
      return t('timeout');
    case 'skew':
      return t('skew');
    case 'runtime':
      return t('runtime');
    default:
      return kind;
  }
}

/** 'network 2, timeout 1': the kinds of failure, most frequent first. */
export function describeFailureKinds(stats: RemoteLoadStats | null): string {
  if (!stats) return '';
  const count = countFormat();
  return Object.entries(stats.failuresByKind)
    .filter(([, times]) => times > 0)
    .sort(([a, left], [b, right]) => right - left || a.localeCompare(b))
    .map(([kind, times]) => `${failureKindLabel(kind)} ${count.format(times)}`)
    .join(', ');
}

/** '180 ms', '1.2 s', or '—' when no load succeeded. */
export function formatLoadTime(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  const seconds = new Intl.NumberFormat(currentLanguage(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${seconds.format(ms / 1000)} s`;
}

/**
 * How a build is named on the page: its deploy folder, else where it comes from (a path on the
 * site outside the folders is the build served beside the shell).
 */
export function buildLabel(build: BuildRef): string {
  if (build.version) return build.version;
  return build.url.startsWith('/') ? t('Built with the shell') : t('Unversioned build');
}
