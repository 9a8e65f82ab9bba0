/**
 * The deploy tool stores each build of a remote in `remotes/<name>/<version>-<hash>/`, so the
 * manifest URL the deployment file names says which build is live. Null for a manifest outside
 * that layout (the build served beside the shell, a developer's override).
 */
export function deployedVersionOf(remote: string, url: string): string | null {
  const escaped = remote.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`/${escaped}/([^/]+)/mf-manifest\\.json(?:[?#].*)?$`).exec(url);
  return match?.[1] ? match[1].slice(0, 40) : null;
}
