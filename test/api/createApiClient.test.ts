// @vitest-environment node
import { type ApiClientConfig, createApiClient } from '../../src/api/createApiClient.ts';
import { ApiError, InvalidResponseError, isAbortError, NetworkError } from '../../src/api/errors.ts';
import { hydratedRevision, installation, integration } from '../fixtures.ts';

const baseUrl = 'https://service.test/v1';
const API_KEY = 'key-abc-123';

type Responder = (request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function problem(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });
}

function setup(respond: Responder, config: Partial<ApiClientConfig> = {}) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return respond(request);
  };
  const client = createApiClient(
    { baseUrl, project: 'my project', apiKey: API_KEY, ...config } as ApiClientConfig,
    {
      fetch,
    },
  );
  return { client, requests };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('requests: method, path, encoding, query and body', () => {
  const respondFor =
    (body: unknown): Responder =>
    () =>
      json(body);

  it.each([
    [
      'getIntegration',
      (c: ReturnType<typeof setup>['client']) => c.getIntegration({ integrationIdOrName: 'salesforce-crm' }),
      integration,
      'GET',
      '/v1/projects/my%20project/integrations/salesforce-crm',
    ],
    [
      'getHydratedRevision',
      (c: ReturnType<typeof setup>['client']) =>
        c.getHydratedRevision({ integrationId: 'int-1', revisionId: 'rev:1', connectionId: 'conn 1' }),
      hydratedRevision,
      'GET',
      '/v1/projects/my%20project/integrations/int-1/revisions/rev%3A1:hydrate?connectionId=conn+1',
    ],
    [
      'listInstallations',
      (c: ReturnType<typeof setup>['client']) =>
        c.listInstallations({ integrationId: 'int-1', groupRef: 'acme/eu' }),
      [installation],
      'GET',
      '/v1/projects/my%20project/integrations/int-1/installations?groupRef=acme%2Feu',
    ],
    [
      'getInstallation',
      (c: ReturnType<typeof setup>['client']) =>
        c.getInstallation({ integrationId: 'int-1', installationId: 'a/b' }),
      installation,
      'GET',
      '/v1/projects/my%20project/integrations/int-1/installations/a%2Fb',
    ],
    [
      'patchInstallationObject with an object name holding / space and :',
      (c: ReturnType<typeof setup>['client']) =>
        c.patchInstallationObject({
          integrationId: 'int-1',
          objectName: 'Sales Order/Line:v2',
          action: 'read',
          installationId: 'inst-1',
          changes: [{ op: 'add', path: '/selectedFields/phone', value: true }],
        }),
      installation,
      'PATCH',
      '/v1/projects/my%20project/integrations/int-1/objects/Sales%20Order%2FLine%3Av2/config-content',
    ],
    [
      'updateInstallation with skipSampling',
      (c: ReturnType<typeof setup>['client']) =>
        c.updateInstallation({
          integrationId: 'int-1',
          installationId: 'inst-1',
          updateMask: ['config.content.proxy.enabled'],
          installation: { config: { content: { proxy: { enabled: true } } } },
          skipSampling: true,
        }),
      installation,
      'PATCH',
      '/v1/projects/my%20project/integrations/int-1/installations/inst-1?skipSampling=true',
    ],
    [
      'createInstallation',
      (c: ReturnType<typeof setup>['client']) =>
        c.createInstallation({
          integrationId: 'int-1',
          groupRef: 'acme',
          config: { content: { provider: 'salesforce' } },
        }),
      installation,
      'POST',
      '/v1/projects/my%20project/integrations/int-1/installations',
    ],
  ])('%s', async (_name, call, body, method, path) => {
    const { client, requests } = setup(respondFor(body));
    await call(client);
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe(method);
    expect(url.pathname + url.search).toBe(path);
  });

  it('sends exactly the body of the operation, without the path parameters', async () => {
    const { client, requests } = setup(() => json(installation));
    await client.patchInstallationObject({
      integrationId: 'int-1',
      objectName: 'account',
      action: 'read',
      installationId: 'inst-1',
      changes: [{ op: 'remove', path: '/selectedFields/fax' }],
    });
    expect(await requests[0]!.json()).toEqual({
      installationId: 'inst-1',
      action: 'read',
      changes: [{ op: 'remove', path: '/selectedFields/fax' }],
    });
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
  });

  it.each(['.', '..', ''])(
    'refuses %j as a path segment instead of addressing another path',
    async (name) => {
      const { client, requests } = setup(() => json(installation));
      const call = client.patchInstallationObject({
        integrationId: 'int-1',
        objectName: name,
        action: 'read',
        groupRef: 'g',
        changes: [{ op: 'remove', path: '/a' }],
      });
      await expect(call).rejects.toThrow('cannot be used as a path segment');
      expect(requests).toHaveLength(0);
    },
  );

  it('deleteInstallation accepts an empty 204', async () => {
    const { client, requests } = setup(() => new Response(null, { status: 204 }));
    await expect(
      client.deleteInstallation({ integrationId: 'int-1', installationId: 'inst-1' }),
    ).resolves.toBeUndefined();
    expect(requests[0]!.method).toBe('DELETE');
  });

  it('parses the response with its schema and returns typed data', async () => {
    const { client } = setup(() => json(installation));
    const result = await client.getInstallation({ integrationId: 'int-1', installationId: 'inst-1' });
    expect(result.config.content.read?.objects.account?.selectedFields).toEqual({
      name: true,
      industry: true,
    });
  });
});

describe('authentication', () => {
  it('sends the API key in X-Api-Key and nowhere in the URL', async () => {
    const { client, requests } = setup(() => json(integration));
    await client.getIntegration({ integrationIdOrName: 'x' });
    expect(requests[0]!.headers.get('x-api-key')).toBe(API_KEY);
    expect(requests[0]!.headers.get('authorization')).toBeNull();
    expect(requests[0]!.url).not.toContain(API_KEY);
  });

  it('sends a bearer token from getToken', async () => {
    const { client, requests } = setup(() => json(integration), {
      apiKey: undefined,
      getToken: async () => 'tok-1',
    });
    await client.getIntegration({ integrationIdOrName: 'x' });
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(requests[0]!.headers.get('x-api-key')).toBeNull();
  });

  it('on a 401 with a token, asks getToken once more and retries once', async () => {
    const tokens = ['expired', 'fresh'];
    const getToken = vi.fn(() => tokens.shift() ?? 'none');
    const { client, requests } = setup(
      (request) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? json(integration)
          : problem(401, { title: 'Unauthorized', detail: 'token expired' }),
      { apiKey: undefined, getToken },
    );
    await expect(client.getIntegration({ integrationIdOrName: 'x' })).resolves.toMatchObject({ id: 'int-1' });
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('gives up after one retry and reports the 401 without the token', async () => {
    const { client, requests } = setup(() => problem(401, { title: 'Unauthorized' }), {
      apiKey: undefined,
      getToken: () => 'secret-token-xyz',
    });
    const error = await caught(client.getIntegration({ integrationIdOrName: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(requests).toHaveLength(2);
    expect(String(error)).not.toContain('secret-token-xyz');
    expect(JSON.stringify(error)).not.toContain('secret-token-xyz');
  });

  // Node's fetch with MSW answered the refused request with a body whose cancel never settled: awaiting it left
  // the widget loading for good with an expired token.
  it.each([
    ['never settles', () => new Promise<void>(() => {})],
    ['fails', () => Promise.reject(new Error('cancel failed'))],
  ])('retries a 401 at once when discarding its body %s', async (_, cancel) => {
    const refused = () =>
      new Response(new ReadableStream({ cancel }), {
        status: 401,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    const tokens = ['expired', 'fresh'];
    const { client, requests } = setup(
      (request) => (request.headers.get('authorization') === 'Bearer fresh' ? json(integration) : refused()),
      { apiKey: undefined, getToken: () => tokens.shift() ?? 'none' },
    );
    await expect(client.getIntegration({ integrationIdOrName: 'x' })).resolves.toMatchObject({ id: 'int-1' });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  const TOKEN = 'secret-token-xyz';
  it.each([
    ['API key', { apiKey: API_KEY }, API_KEY],
    ['bearer token', { apiKey: undefined, getToken: (): string => TOKEN }, TOKEN],
    // Short test credentials are secrets too.
    ['short API key', { apiKey: 'k7' }, 'k7'],
    ['short bearer token', { apiKey: undefined, getToken: (): string => 'tok' }, 'tok'],
  ] as const)(
    'cuts the %s from everything an error carries, whatever the server echoes',
    async (_name, config, secret) => {
      const echoes: Responder[] = [
        () =>
          problem(400, {
            title: `Bad ${secret}`,
            detail: `Key ${secret} is invalid`,
            issues: [{ in: 'header', name: secret, value: secret }],
          }),
        () => new Response(`<pre>${secret}</pre>`, { status: 502, statusText: `Bad Gateway ${secret}` }),
        () => {
          // A name-keyed map the widget needs whole (one saved object that cannot be read fails only itself).
          const broken = structuredClone(installation) as Record<string, unknown> & typeof installation;
          Object.assign(broken.connection, { providerMetadata: { [secret]: 'not an object' } });
          return json(broken);
        },
      ];
      for (const echo of echoes) {
        const { client } = setup(echo, config);
        const error = await caught(client.getInstallation({ integrationId: 'i', installationId: 'x' }));
        expect(error).toBeInstanceOf(Error);
        const carried = JSON.stringify({ ...(error as object), message: (error as Error).message });
        expect(carried).not.toContain(secret);
        expect(carried).toContain('[redacted]');
      }
    },
  );

  it('does not retry a 401 when authenticating with an API key, and never shows the key', async () => {
    const { client, requests } = setup(() =>
      problem(401, { title: 'Unauthorized', detail: 'invalid API key' }),
    );
    const error = await caught(client.getIntegration({ integrationIdOrName: 'x' }));
    expect((error as ApiError).status).toBe(401);
    expect(requests).toHaveLength(1);
    expect((error as Error).message).not.toContain(API_KEY);
  });
});

describe('errors', () => {
  it('turns a problem document into an ApiError with issues, request id and retry information', async () => {
    const body = {
      type: 'about:blank',
      title: 'Bad Request',
      detail: 'The input message is incorrect',
      requestId: 'req-42',
      remedy: 'Fix the highlighted fields',
      issues: [{ in: 'body', name: 'changes[0].value', detail: 'days must be >= 0', value: -1 }],
    };
    const { client } = setup(() => problem(400, body));
    const error = (await caught(client.getIntegration({ integrationIdOrName: 'x' }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.requestId).toBe('req-42');
    expect(error.problem.issues?.[0]?.name).toBe('changes[0].value');
    expect(error.problem.remedy).toBe('Fix the highlighted fields');
    expect(error.message).toBe('400 Bad Request: The input message is incorrect');
    expect(error.retryable).toBe(false);
    expect(error.hasProblemDocument).toBe(true);
  });

  it('reads retryable and retryAfter from a 503 problem', async () => {
    const { client } = setup(() =>
      problem(503, { title: 'Service Unavailable', retryable: true, retryAfter: '2030-01-01T00:00:05Z' }),
    );
    const error = (await caught(client.getIntegration({ integrationIdOrName: 'x' }))) as ApiError;
    expect(error.retryable).toBe(true);
    expect(error.retryAfter?.toISOString()).toBe('2030-01-01T00:00:05.000Z');
  });

  it('reads a Retry-After header in seconds on a 429', async () => {
    const { client } = setup(() => problem(429, { title: 'Too Many Requests' }, { 'Retry-After': '7' }));
    const before = Date.now();
    const error = (await caught(client.getIntegration({ integrationIdOrName: 'x' }))) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfter!.getTime() - before).toBeGreaterThanOrEqual(7000);
  });

  it('describes an error answer that is not a problem document by its status', async () => {
    const { client } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await caught(client.getIntegration({ integrationIdOrName: 'x' }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.problem.title).toBe('Bad Gateway');
    // The texts are made from the status, not said by the service: the hooks word it for the user.
    expect(error.hasProblemDocument).toBe(false);
  });

  it('reports a 2xx body that is not JSON as an InvalidResponseError', async () => {
    const { client } = setup(() => new Response('{"id": "inst-1", ', { status: 200 }));
    const error = await caught(client.getInstallation({ integrationId: 'i', installationId: 'x' }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toContain('not valid JSON');
  });

  it('reports a 2xx body that violates the contract, naming the property path', async () => {
    const broken = structuredClone(installation) as Record<string, unknown> & typeof installation;
    // What the widget truly needs: the map of saved read objects (one object in it would fail only itself).
    Object.assign(broken.config.content.read, { objects: 'all' });
    const { client } = setup(() => json(broken));
    const error = (await caught(
      client.getInstallation({ integrationId: 'i', installationId: 'x' }),
    )) as InvalidResponseError;
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.path).toBe('config.content.read.objects');
    expect(error.message).toContain('config.content.read.objects');
  });

  it('reports a fetch that rejects as a NetworkError, distinct from server errors', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await caught(client.getIntegration({ integrationIdOrName: 'x' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('passes an abort through as an AbortError, not a failure', async () => {
    const controller = new AbortController();
    const { client } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (request.signal.aborted) abort();
          request.signal.addEventListener('abort', abort);
        }),
    );
    const pending = caught(
      client.getIntegration({ integrationIdOrName: 'x' }, { signal: controller.signal }),
    );
    controller.abort();
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('does not send a request whose signal is already aborted', async () => {
    const { client, requests } = setup(() => json(integration));
    const error = await caught(
      client.getIntegration({ integrationIdOrName: 'x' }, { signal: AbortSignal.abort() }),
    );
    expect(isAbortError(error)).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('does not retry server errors itself: retry policy belongs to the hooks', async () => {
    const { client, requests } = setup(() => problem(503, { title: 'Service Unavailable', retryable: true }));
    await caught(client.getIntegration({ integrationIdOrName: 'x' }));
    expect(requests).toHaveLength(1);
  });
});
