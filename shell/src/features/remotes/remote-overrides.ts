/**
 * The remotes this browser loads from an override URL (the server names them under `overrides`
 * in the deployment file it serves to a browser with a signed override cookie), for the banner.
 */
let active: Record<string, string> = {};

export function noteOverrides(deploymentBody: unknown): void {
  const overrides =
    typeof deploymentBody === 'object' && deploymentBody !== null
      ? (deploymentBody as Record<string, unknown>).overrides
      : null;
  active = {};
  if (typeof overrides !== 'object' || overrides === null) return;
  for (const [remote, url] of Object.entries(overrides)) {
    if (typeof url === 'string') active[remote] = url;
  }
}

export const activeOverrides = (): Readonly<Record<string, string>> => active;
