#!/usr/bin/env node
// Renders the nginx templates of this folder into a prefix folder that nginx runs from as an
// ordinary user (`nginx -p <prefix> -c <prefix>/nginx.conf`). The scale-out suite, the scale
// benchmark and a real install use the same templates; see docs/deploy.md.
//
//   node deploy/render-nginx.mjs --prefix /srv/kinora/nginx --api-listen 8080 \
//     --instance 10.0.0.11:3000 --instance 10.0.0.12:3000 [--down 10.0.0.12:3000] \
//     [--web-listen 8081 --web-root /srv/kinora/web --api-origin https://api.example.org \
//      --media-origin https://media.example.org]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

function fill(templateName, values) {
  const template = readFileSync(path.join(here, 'nginx', templateName), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${templateName}: no value for {{${name}}}`);
    return values[name];
  });
}

/** What the Node server sends with the shell page, for a shell served apart from the API. */
export function shellPolicy(webRoot, dataOrigins) {
  const script = path.join(repoRoot, 'server', 'dist', 'shell-csp.js');
  return execFileSync(process.execPath, [script, webRoot, ...dataOrigins], {
    encoding: 'utf8',
  }).trim();
}

/**
 * Writes nginx.conf, api.conf and (with `webRoot`) web.conf into `prefix`, with the temp folders
 * nginx needs, and returns the path of nginx.conf. `down` instances stay listed but get no
 * requests (a reload with one marked down is how a rolling restart drains it).
 */
export function renderNginx({
  prefix,
  apiListen,
  instances,
  down = [],
  webListen,
  webRoot,
  dataOrigins = [],
  workerProcesses = 1,
  failTimeoutSeconds = 10,
  accessLog = 'off',
}) {
  if (!prefix || !apiListen || instances.length === 0) {
    throw new Error('renderNginx needs a prefix, an API listen address and at least one instance');
  }
  if (webListen && !webRoot) throw new Error('a web origin (webListen) needs webRoot');
  mkdirSync(prefix, { recursive: true });
  for (const dir of TEMP_DIRS) mkdirSync(path.join(prefix, dir), { recursive: true });
  const servers = instances
    .map(
      (address) =>
        `    server ${address} max_fails=1 fail_timeout=${failTimeoutSeconds}s${down.includes(address) ? ' down' : ''};`,
    )
    .join('\n');
  writeFileSync(
    path.join(prefix, 'api.conf'),
    fill('api.conf.template', { API_SERVERS: servers, API_LISTEN: String(apiListen) }),
  );
  if (webListen) {
    writeFileSync(
      path.join(prefix, 'web.conf'),
      fill('web.conf.template', {
        WEB_LISTEN: String(webListen),
        WEB_ROOT: path.resolve(webRoot),
        SHELL_CSP: shellPolicy(path.resolve(webRoot), dataOrigins),
      }),
    );
  }
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    fill('nginx.conf.template', {
      PREFIX: path.resolve(prefix),
      WORKER_PROCESSES: String(workerProcesses),
      ACCESS_LOG: accessLog,
      WEB_INCLUDE: webListen ? `    include ${path.resolve(prefix)}/web.conf;` : '',
    }),
  );
  return conf;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      prefix: { type: 'string' },
      'api-listen': { type: 'string' },
      instance: { type: 'string', multiple: true, default: [] },
      down: { type: 'string', multiple: true, default: [] },
      'web-listen': { type: 'string' },
      'web-root': { type: 'string' },
      'api-origin': { type: 'string', multiple: true, default: [] },
      'media-origin': { type: 'string', multiple: true, default: [] },
      'worker-processes': { type: 'string', default: 'auto' },
      'fail-timeout': { type: 'string', default: '10' },
      'access-log': { type: 'string', default: 'off' },
    },
  });
  try {
    const conf = renderNginx({
      prefix: values.prefix,
      apiListen: values['api-listen'],
      instances: values.instance,
      down: values.down,
      webListen: values['web-listen'],
      webRoot: values['web-root'],
      dataOrigins: [...values['api-origin'], ...values['media-origin']],
      workerProcesses: values['worker-processes'],
      failTimeoutSeconds: Number(values['fail-timeout']),
      accessLog: values['access-log'],
    });
    process.stdout.write(`${conf}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}
