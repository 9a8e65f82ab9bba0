import { createServer, type Server } from 'node:http';
import sirv from 'sirv';
import type { AddressInfo } from 'node:net';

export interface StaticOrigin {
  /** `http://127.0.0.1:<port>`, an origin of its own. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a remote's production build as any static host or CDN would: its own origin, plain
 * files, cross-origin GETs allowed (the shell loads its scripts with `crossorigin`).
 */
export async function serveStatic(dir: string): Promise<StaticOrigin> {
  const files = sirv(dir, {
    dev: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  const server: Server = createServer((req, res) => {
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end('Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
