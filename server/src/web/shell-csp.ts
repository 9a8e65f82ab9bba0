import fs from 'node:fs';
import path from 'node:path';
import { createDeployment, DEPLOYMENT_FILE } from '../platform';
import { deploymentOrigins, inlineScriptHashes, shellContentSecurityPolicy } from './csp';

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
  const deployment = createDeployment({ shellDir, deployDir: null }).file();
  // The server would serve a broken file as none; nginx must not be given a policy built on it.
  if (!deployment && fs.existsSync(path.join(shellDir, DEPLOYMENT_FILE))) {
    process.stderr.write(`${DEPLOYMENT_FILE} in ${shellDir} is not a JSON object\n`);
    process.exit(1);
  }
  const page = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  process.stdout.write(
    `${shellContentSecurityPolicy(deploymentOrigins(deployment), dataOrigins, inlineScriptHashes(page))}\n`,
  );
}

main(process.argv.slice(2));
