import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** A running static file server on the loopback interface. */
export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  const decoded = decodeURIComponent(urlPath);
  const candidate = resolve(root, `.${normalize(decoded)}`);
  // Refuse anything outside the served directory (`..` segments, encoded or not).
  if (candidate !== root && !candidate.startsWith(`${root}${sep}`)) return null;
  const info = await stat(candidate).catch(() => null);
  if (info?.isFile()) return candidate;
  if (info?.isDirectory()) {
    const index = join(candidate, 'index.html');
    const indexInfo = await stat(index).catch(() => null);
    if (indexInfo?.isFile()) return index;
  }
  return null;
}

/** Serves `directory` on 127.0.0.1 at a free port. */
export async function serveStatic(directory: string): Promise<StaticServer> {
  const root = resolve(directory);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    resolveFile(root, url.pathname)
      .then((file) => {
        if (!file) {
          response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          return;
        }
        response.writeHead(200, {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-store',
        });
        createReadStream(file).pipe(response);
      })
      .catch(() => response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request'));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The static server has no TCP address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
