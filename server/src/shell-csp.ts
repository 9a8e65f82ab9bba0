import fs from 'node:fs';
import path from 'node:path';
import { deploymentOrigins, shellContentSecurityPolicy } from './plugins/web-csp';

/**
 * `node dist/shell-csp.js <shell build folder> [origin…]` prints the Content-Security-Policy of
 * the shell page for a web origin of its own (deploy/render-nginx.mjs puts it in the static
 * origin's nginx config), so nginx sends the policy the Node server would, not a second copy of
 * it. The origins given are the API's and the media storage's.
 */
function main(argv: string[]): void {
  const [shellDir, ...dataOrigins] = argv;
  if (!shellDir) {
    process.stderr.write('usage: node dist/shell-csp.js <shell build folder> [origin ...]\n');
    process.exit(2);
  }
  for (const origin of dataOrigins) {
    if (new URL(origin).origin !== origin) {
      process.stderr.write(`not an origin: "${origin}" (like https://api.example.org)\n`);
      process.exit(2);
    }
  }
  const deploymentFile = path.join(shellDir, 'remotes.json');
  const deployment: unknown = fs.existsSync(deploymentFile)
    ? JSON.parse(fs.readFileSync(deploymentFile, 'utf8'))
    : {};
  process.stdout.write(
    `${shellContentSecurityPolicy(deploymentOrigins(deployment), dataOrigins)}\n`,
  );
}

main(process.argv.slice(2));
