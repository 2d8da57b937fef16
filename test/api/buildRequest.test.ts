// @vitest-environment node
import { buildRequest, pathSegment } from '../../src/api/buildRequest.ts';

describe('pathSegment', () => {
  it.each([
    { value: 'account', expected: 'account' },
    { value: 'a/b', expected: 'a%2Fb' },
    { value: '__proto__', expected: '__proto__' },
    { value: 'Café ?#', expected: 'Caf%C3%A9%20%3F%23' },
  ])('encodes $value', ({ value, expected }) => {
    expect(pathSegment(value)).toBe(expected);
  });

  it.each(['.', '..', ''])('refuses "%s", which would address another path', (value) => {
    expect(() => pathSegment(value)).toThrow(TypeError);
  });
});

describe('buildRequest', () => {
  it.each([
    {
      name: 'a GET with an API key and a query',
      call: { method: 'GET' as const, path: '/integrations/x', query: { groupRef: 'g 1', skip: undefined } },
      credential: { kind: 'apiKey' as const, value: 'key' },
      url: 'https://api.test/v1/projects/p/integrations/x?groupRef=g+1',
      headers: { 'x-api-key': 'key', authorization: null, 'content-type': null },
      body: '',
    },
    {
      name: 'a PATCH with a bearer token and a body',
      call: { method: 'PATCH' as const, path: '/installations/i', body: { updateMask: ['a'] } },
      credential: { kind: 'bearer' as const, value: 'tok' },
      url: 'https://api.test/v1/projects/p/installations/i',
      headers: { 'x-api-key': null, authorization: 'Bearer tok', 'content-type': 'application/json' },
      body: '{"updateMask":["a"]}',
    },
  ])('builds $name', async ({ call, credential, url, headers, body }) => {
    const request = buildRequest(
      'https://api.test/v1/projects/p',
      { ...call, schema: null, signal: undefined },
      credential,
    );
    expect(request.method).toBe(call.method);
    expect(request.url).toBe(url);
    for (const [name, value] of Object.entries(headers)) expect(request.headers.get(name)).toBe(value);
    expect(request.headers.get('accept')).toBe('application/json, application/problem+json');
    expect(await request.text()).toBe(body);
  });
});
