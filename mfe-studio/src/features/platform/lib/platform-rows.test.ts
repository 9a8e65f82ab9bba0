import {
  buildLabel,
  describeFailureKinds,
  describeFailures,
  formatLoadTime,
  newestFirst,
  remoteRows,
} from './platform-rows';
import type { DeployRecord, RemoteLoadStats } from '@kinora/shared';

const V2 = '/remotes/studio/1.1.0-ab12cd34/mf-manifest.json';
const V3 = '/remotes/studio/1.2.0-ee00ff11/mf-manifest.json';
const BESIDE_SHELL = '/remotes/studio/mf-manifest.json';

function record(overrides: Partial<DeployRecord>): DeployRecord {
  return {
    remote: 'studio',
    action: 'deploy',
    version: '1.1.0-ab12cd34',
    entry: V2,
    from: BESIDE_SHELL,
    by: 'ci',
    at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function stats(overrides: Partial<RemoteLoadStats>): RemoteLoadStats {
  return {
    remote: 'studio',
    loads: 0,
    failures: 0,
    failureRate: 0,
    p50Ms: null,
    p95Ms: null,
    failuresByKind: {},
    ...overrides,
  };
}

describe('remoteRows', () => {
  const history = [
    record({}),
    record({
      action: 'canary',
      version: '1.2.0-ee00ff11',
      entry: { stable: V2, canary: V3, percent: 10 },
      from: V2,
      at: '2026-11-21T10:00:00.000Z',
    }),
  ];

  it('names the live build, the canary and when the deployment file became what it is', () => {
    const [watch, studio] = remoteRows(
      ['watch', 'studio'],
      {
        remotes: {
          watch: '/remotes/watch/mf-manifest.json',
          studio: { stable: V2, canary: V3, percent: 10 },
        },
        history,
      },
      { windowMinutes: 60, remotes: [stats({ loads: 4, p50Ms: 120, p95Ms: 300 })], unknown: [] },
    );
    expect(watch).toEqual({
      remote: 'watch',
      live: { url: '/remotes/watch/mf-manifest.json', version: null },
      canary: null,
      deployedAt: null,
      canarySince: null,
      stats: null,
    });
    expect(studio).toMatchObject({
      live: { url: V2, version: '1.1.0-ab12cd34' },
      canary: { url: V3, version: '1.2.0-ee00ff11', percent: 10 },
      // The canary started later; the live build is the one the first deploy made live.
      deployedAt: '2026-11-20T10:00:00.000Z',
      canarySince: '2026-11-21T10:00:00.000Z',
      stats: { loads: 4, p50Ms: 120 },
    });
  });

  it('keeps the shell’s order, adds remotes only the deployment file names, ignores made-up reports', () => {
    const rows = remoteRows(
      ['watch', 'studio'],
      { remotes: { studio: V2, extra: '/remotes/extra/mf-manifest.json' }, history: [] },
      { windowMinutes: 60, remotes: [stats({ remote: 'made-up', loads: 9 })], unknown: [] },
    );
    expect(rows.map((row) => row.remote)).toEqual(['watch', 'studio', 'extra']);
    expect(rows[0]?.live).toBeNull();
    expect(rows.every((row) => row.stats === null)).toBe(true);
  });
});

test('newestFirst reverses the history without touching it', () => {
  const history = [record({ at: 'a' }), record({ at: 'b' })];
  expect(newestFirst(history).map((item) => item.at)).toEqual(['b', 'a']);
  expect(history.map((item) => item.at)).toEqual(['a', 'b']);
});

test('failures read as a count of loads with a rate, and their kinds most frequent first', () => {
  expect(describeFailures(null)).toBe('—');
  expect(describeFailures(stats({ loads: 5 }))).toBe('None');
  expect(describeFailures(stats({ loads: 1200, failures: 30, failureRate: 0.025 }))).toBe(
    '30 of 1,200 (2.5%)',
  );
  expect(describeFailureKinds(stats({ failuresByKind: { timeout: 1, network: 2, skew: 0 } }))).toBe(
    'network 2, timeout 1',
  );
});

test('load times and build names', () => {
  expect(formatLoadTime(null)).toBe('—');
  expect(formatLoadTime(180)).toBe('180 ms');
  expect(formatLoadTime(1250)).toBe('1.3 s');
  expect(buildLabel({ url: V2, version: '1.1.0-ab12cd34' })).toBe('1.1.0-ab12cd34');
  expect(buildLabel({ url: BESIDE_SHELL, version: null })).toBe('Built with the shell');
  expect(buildLabel({ url: 'https://cdn.test/studio/mf-manifest.json', version: null })).toBe(
    'Unversioned build',
  );
});
