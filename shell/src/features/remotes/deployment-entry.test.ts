import { canaryBucket, resolveDeploymentEntry } from './deployment-entry';

describe('resolveDeploymentEntry', () => {
  const split = { stable: '/s.json', canary: '/c.json', percent: 10 };

  test('a plain URL is loaded by every browser', () => {
    expect(resolveDeploymentEntry('/remotes/watch/mf-manifest.json', () => 0)).toBe(
      '/remotes/watch/mf-manifest.json',
    );
    expect(resolveDeploymentEntry('', () => 0)).toBeNull();
    expect(resolveDeploymentEntry(42, () => 0)).toBeNull();
  });

  test('a canary goes to the browsers whose bucket is under its percentage', () => {
    expect(resolveDeploymentEntry(split, () => 0)).toBe('/c.json');
    expect(resolveDeploymentEntry(split, () => 9)).toBe('/c.json');
    expect(resolveDeploymentEntry(split, () => 10)).toBe('/s.json');
    expect(resolveDeploymentEntry({ ...split, percent: 100 }, () => 99)).toBe('/c.json');
    expect(resolveDeploymentEntry({ ...split, percent: 0 }, () => 0)).toBe('/s.json');
    expect(resolveDeploymentEntry({ canary: '/c.json', percent: 50 }, () => 0)).toBeNull();
  });
});

describe('canaryBucket', () => {
  beforeEach(() => window.localStorage.clear());

  test('is drawn once per browser and kept', () => {
    const first = canaryBucket();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    for (let i = 0; i < 20; i += 1) expect(canaryBucket()).toBe(first);
  });

  test('draws again when the kept value is not a bucket', () => {
    window.localStorage.setItem('kinora-canary-bucket', '250');
    const bucket = canaryBucket();
    expect(bucket).toBeLessThan(100);
    expect(window.localStorage.getItem('kinora-canary-bucket')).toBe(String(bucket));
  });
});
