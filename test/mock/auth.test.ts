// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { MOCK_API_KEY, MOCK_BEARER_TOKEN, mockIds } from '../../src/mock/index.ts';
import { projectUrl, useMockBackend } from './support/harness.ts';

const { salesforce } = mockIds;
const integrationUrl = projectUrl(`/integrations/${salesforce.integrationId}`);

describe('authentication', () => {
  const mock = useMockBackend();

  it.each([
    ['no credentials', {}, 'Authentication is required'],
    ['an unknown API key', { 'X-Api-Key': 'not-a-key' }, 'The API key is not valid'],
    ['an unknown bearer token', { Authorization: 'Bearer not-a-token' }, 'The bearer token is not valid'],
    ['another scheme', { Authorization: `Basic ${btoa('user:pass')}` }, 'must use the Bearer scheme'],
  ])('answers %s with a 401 problem document', async (_, headers, detail) => {
    const response = await mock.fetch(integrationUrl, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const problem = await response.json();
    expect(problem).toMatchObject({ type: 'about:blank', title: 'Unauthorized', status: 401 });
    expect(problem.detail).toContain(detail);
    expect(problem.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('accepts the API key in X-Api-Key and a bearer token', async () => {
    expect((await mock.fetch(integrationUrl, { headers: { 'X-Api-Key': MOCK_API_KEY } })).status).toBe(200);
    const bearer = mock.bearerClient(() => MOCK_BEARER_TOKEN);
    expect(await bearer.getIntegration({ integrationIdOrName: salesforce.integrationId })).toMatchObject({
      id: salesforce.integrationId,
    });
  });

  it('stores nothing for an unauthenticated write', async () => {
    const before = mock.backend.store.snapshot();
    const response = await mock.fetch(`${integrationUrl}/installations/${salesforce.installationId}`, {
      method: 'DELETE',
      headers: { 'X-Api-Key': 'wrong' },
    });
    expect(response.status).toBe(401);
    expect(mock.backend.store.snapshot()).toEqual(before);
  });
});

describe('an expired bearer token', () => {
  const mock = useMockBackend();

  it('is refused until the client gets a new token, which the API client does once on a 401', async () => {
    mock.backend.scenarios.expireToken(MOCK_BEARER_TOKEN);
    const fresh = mock.backend.issueToken();
    const getToken = vi.fn<() => string>().mockReturnValueOnce(MOCK_BEARER_TOKEN).mockReturnValue(fresh);
    const integration = await mock
      .bearerClient(getToken)
      .getIntegration({ integrationIdOrName: salesforce.integrationId });
    expect(integration.id).toBe(salesforce.integrationId);
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(mock.reports.map((report) => report.status)).toEqual([401, 200]);
  });

  it('says it expired, and a client that keeps the old token keeps getting 401', async () => {
    mock.backend.scenarios.expireToken();
    const error = await mock
      .bearerClient(() => MOCK_BEARER_TOKEN)
      .getIntegration({ integrationIdOrName: salesforce.integrationId })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, problem: { detail: 'The bearer token has expired' } });
    const response = await mock.fetch(integrationUrl, {
      headers: { Authorization: `Bearer ${MOCK_BEARER_TOKEN}` },
    });
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it('leaves API keys alone', async () => {
    mock.backend.scenarios.expireToken();
    expect((await mock.fetch(integrationUrl, { headers: { 'X-Api-Key': MOCK_API_KEY } })).status).toBe(200);
  });
});

describe('configured credentials', () => {
  const mock = useMockBackend({ apiKeys: ['key-a', 'key-b'], bearerTokens: ['token-a'] });

  it('accepts exactly the configured keys and tokens', async () => {
    expect((await mock.fetch(integrationUrl, { headers: { 'X-Api-Key': 'key-b' } })).status).toBe(200);
    expect((await mock.fetch(integrationUrl, { headers: { 'X-Api-Key': MOCK_API_KEY } })).status).toBe(401);
    expect((await mock.fetch(integrationUrl, { headers: { Authorization: 'Bearer token-a' } })).status).toBe(
      200,
    );
    expect(
      (await mock.fetch(integrationUrl, { headers: { Authorization: `Bearer ${MOCK_BEARER_TOKEN}` } }))
        .status,
    ).toBe(401);
  });
});
