import { deployedVersionOf } from './deployed-version';

test('reads the deploy folder of a manifest URL, relative or on another origin', () => {
  expect(
    deployedVersionOf('studio', 'https://cdn.test/remotes/studio/1.2.0-ab12cd/mf-manifest.json'),
  ).toBe('1.2.0-ab12cd');
  expect(deployedVersionOf('studio', '/remotes/studio/1.3.0-ffee01/mf-manifest.json?v=1')).toBe(
    '1.3.0-ffee01',
  );
});

test('is null for a manifest outside the deploy layout or of another remote', () => {
  expect(deployedVersionOf('studio', '/remotes/studio/mf-manifest.json')).toBeNull();
  expect(deployedVersionOf('studio', '/remotes/watch/1.0.0-aa/mf-manifest.json')).toBeNull();
  expect(deployedVersionOf('studio', 'http://localhost:3003/mf-manifest.json')).toBeNull();
});
