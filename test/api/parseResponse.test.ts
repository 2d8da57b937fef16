// @vitest-environment node
import * as z from 'zod/mini';
import { ApiError, InvalidResponseError } from '../../src/api/errors.ts';
import { parseResponse } from '../../src/api/parseResponse.ts';

const schema = z.object({ id: z.string() });
const redact = (text: string) => text.replaceAll('secret', '[redacted]');

describe('parseResponse', () => {
  it.each([
    { name: 'a matching body', status: 200, body: '{"id":"a"}', schema, expected: { id: 'a' } },
    { name: 'no body expected', status: 204, body: '', schema: null, expected: undefined },
  ])('returns the value of $name', ({ status, body, schema, expected }) => {
    const response = new Response(body || null, { status });
    expect(parseResponse(response, body, schema, redact)).toEqual(expected);
  });

  it.each([
    {
      name: 'a body that is not JSON',
      status: 200,
      body: '{"id": ',
      headers: {},
      error: InvalidResponseError,
      message: 'Unexpected response from the service: the body is not valid JSON',
    },
    {
      name: 'a body that does not match',
      status: 200,
      body: '{"id": 1}',
      headers: {},
      error: InvalidResponseError,
      message: 'Unexpected response from the service at id: Invalid input',
    },
    {
      name: 'a problem document',
      status: 409,
      body: '{"title":"Conflict","detail":"secret changed"}',
      headers: {},
      error: ApiError,
      message: '409 Conflict: [redacted] changed',
    },
    {
      name: "a gateway's HTML page",
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: {},
      error: ApiError,
      message: '502 HTTP 502: The service returned an error without a problem document.',
    },
  ])('throws for $name', ({ status, body, headers, error, message }) => {
    const response = new Response(body, { status, headers });
    expect(() => parseResponse(response, body, schema, redact)).toThrow(error);
    expect(() => parseResponse(response, body, schema, redact)).toThrow(message);
  });

  it.each([
    {
      name: 'the problem document',
      body: '{"retryAfter":"2030-01-01T00:00:00Z"}',
      header: null,
      at: '2030-01-01T00:00:00.000Z',
    },
    {
      name: 'a Retry-After date',
      body: '{}',
      header: 'Wed, 01 Jan 2031 00:00:00 GMT',
      at: '2031-01-01T00:00:00.000Z',
    },
    { name: 'neither', body: '{}', header: null, at: undefined },
  ])('reads when to retry from $name', ({ body, header, at }) => {
    const response = new Response(body, { status: 503, headers: header ? { 'Retry-After': header } : {} });
    try {
      parseResponse(response, body, schema, redact);
      throw new Error('expected an ApiError');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).retryAfter?.toISOString()).toBe(at);
    }
  });
});
