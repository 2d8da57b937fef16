import { ServiceProblem } from './problems.ts';

/** Which credentials a mock backend accepts. */
export interface AuthOptions {
  apiKeys: readonly string[];
  bearerTokens: readonly string[];
}

/** The mock's credential checks and the token switches tests flip. */
export interface MockAuth {
  /** `null` when the request carries a valid `X-Api-Key` or `Authorization: Bearer`, else the 401 to answer. */
  check(request: Request): ServiceProblem | null;
  /** Mints a new valid bearer token, as the host's token endpoint would after the old one expired. */
  issueToken(): string;
  /** Expires one bearer token, or every valid one: requests with it get 401 until the client uses another. */
  expireToken(token?: string): void;
}

function unauthorized(detail: string, bearerError?: string): ServiceProblem {
  const challenge = bearerError ? `Bearer error="${bearerError}"` : 'Bearer';
  return new ServiceProblem(401, { title: 'Unauthorized', detail }, { 'WWW-Authenticate': challenge });
}

/** Creates the credential checks of a mock backend. */
export function createAuth(options: AuthOptions): MockAuth {
  const apiKeys = new Set(options.apiKeys);
  const valid = new Set(options.bearerTokens);
  const expired = new Set<string>();
  let issued = 0;
  return {
    check(request) {
      const apiKey = request.headers.get('x-api-key');
      const authorization = request.headers.get('authorization');
      if (apiKey !== null) return apiKeys.has(apiKey) ? null : unauthorized('The API key is not valid');
      if (authorization === null) {
        return unauthorized('Authentication is required: send an X-Api-Key header or a Bearer token');
      }
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      const token = match?.[1];
      if (token === undefined) return unauthorized('The Authorization header must use the Bearer scheme');
      if (expired.has(token)) return unauthorized('The bearer token has expired', 'invalid_token');
      return valid.has(token) ? null : unauthorized('The bearer token is not valid', 'invalid_token');
    },
    issueToken() {
      issued += 1;
      const token = `mock-bearer-token-issued-${issued}`;
      valid.add(token);
      return token;
    },
    expireToken(token) {
      const tokens = token === undefined ? [...valid] : [token];
      for (const expiring of tokens) {
        valid.delete(expiring);
        expired.add(expiring);
      }
    },
  };
}
