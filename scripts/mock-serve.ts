/**
 * Serves the mock backend over HTTP on 127.0.0.1, so any HTTP client (curl, another SDK, a browser app) can
 * use it: `npm run mock:serve -- --port 4010` (or PORT=4010).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { createMockBackend, MOCK_API_KEY, MOCK_BEARER_TOKEN, mockIds } from '../src/mock/index.ts';

const HOST = '127.0.0.1';

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' } } });
const port = Number(values.port ?? process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Not a port: ${values.port ?? process.env.PORT}`);
  process.exit(1);
}

const origin = `http://${HOST}:${port}`;
const backend = createMockBackend({ baseUrl: `${origin}/v1` });

// Browser apps on another origin may call the server directly; the service itself is behind its own CORS rules.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Api-Key',
  'Access-Control-Expose-Headers': 'Location, Retry-After, X-Request-Id, X-Mock-Fault, WWW-Authenticate',
};

async function readBody(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function toRequest(incoming: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body, signal });
}

async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, CORS_HEADERS).end();
    return;
  }
  const controller = new AbortController();
  outgoing.on('close', () => {
    if (!outgoing.writableEnded) controller.abort();
  });
  let response: Response;
  try {
    response = await backend.fetch(await toRequest(incoming, controller.signal));
  } catch (error) {
    if (controller.signal.aborted) return;
    // An injected network error: drop the connection, as a failing network would.
    if (error instanceof TypeError) {
      incoming.socket.destroy();
      return;
    }
    throw error;
  }
  const headers: Record<string, string> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

const server = createServer((incoming, outgoing) => {
  handle(incoming, outgoing).catch((error: unknown) => {
    console.error(error);
    if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
    outgoing.end('Mock server error');
  });
});

server.listen(port, HOST, () => {
  const { salesforce, hubspot } = mockIds;
  console.log(`Mock installation config service on ${backend.baseUrl}

  X-Api-Key:      ${MOCK_API_KEY}
  Bearer token:   ${MOCK_BEARER_TOKEN}
  Project:        ${mockIds.project.name} (${mockIds.project.id})

  Salesforce      integration ${salesforce.integrationName} (${salesforce.integrationId})
                  revision ${salesforce.revisionId}, group ${salesforce.groupRef}
                  connection ${salesforce.connectionId}, installation ${salesforce.installationId}
  HubSpot         integration ${hubspot.integrationName} (${hubspot.integrationId})
                  revision ${hubspot.revisionId}, group ${hubspot.groupRef}
                  connection ${hubspot.connectionId}, installation ${hubspot.installationId}
  No installation group ${mockIds.emptyGroupRef}

Try:
  curl -H 'X-Api-Key: ${MOCK_API_KEY}' ${backend.baseUrl}/projects/${mockIds.project.name}/integrations/${salesforce.integrationName}
`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
