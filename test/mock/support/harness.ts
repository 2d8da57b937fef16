import { afterEach, beforeEach, expect } from 'vitest';
import { type ApiClient, createApiClient } from '../../../src/api/createApiClient.ts';
import {
  createMockBackend,
  MOCK_API_KEY,
  MOCK_BASE_URL,
  type MockBackend,
  type MockBackendOptions,
  mockIds,
} from '../../../src/mock/index.ts';
import { type ContractReport, OpenApiContract } from './openapiContract.ts';

let sharedContract: OpenApiContract | undefined;

/** The OpenAPI contract, loaded once per test file. */
export function openApiContract(): OpenApiContract {
  sharedContract ??= new OpenApiContract();
  return sharedContract;
}

/**
 * What breaks the contract in a list of exchanges: any response that does not match it, and any request that
 * does not match it yet was accepted (a 2xx): the mock must reject what the contract rejects.
 */
export function contractProblems(reports: readonly ContractReport[]): string[] {
  return reports.flatMap((report) => {
    const at = `${report.method} ${report.path} -> ${report.status}`;
    const requestProblems = report.status < 400 ? report.requestViolations : [];
    return [...requestProblems, ...report.responseViolations].map((problem) => `${at}: ${problem}`);
  });
}

/** A fetch into the backend that records every exchange with its contract report. */
export function contractCheckedFetch(
  backend: MockBackend,
  reports: ContractReport[],
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = new Request(input, init);
    const requestCopy = request.clone();
    const response = await backend.fetch(request);
    reports.push(await openApiContract().check(requestCopy, response.clone()));
    return response;
  };
}

/** What each test gets: a fresh backend, an API-key client on it, a raw fetch, and the contract reports. */
export interface MockHarness {
  readonly backend: MockBackend;
  /** The real API client, authenticated with `MOCK_API_KEY`, talking to the backend through its `fetch`. */
  readonly client: ApiClient;
  /** A client that authenticates with bearer tokens from `getToken`. */
  bearerClient(getToken: () => string | Promise<string>): ApiClient;
  /** `backend.fetch`, contract-checked, for requests the client would never build. */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  readonly reports: ContractReport[];
}

/** A URL on the mock base path of the default project (`path` starts after `/projects/{project}`). */
export function projectUrl(path: string, project: string = mockIds.project.name): string {
  return `${MOCK_BASE_URL}/projects/${encodeURIComponent(project)}${path}`;
}

/**
 * Gives every test a fresh mock backend and fails the test if any exchange broke the OpenAPI contract.
 * Call at the top of a `describe` or a file.
 */
export function useMockBackend(options: MockBackendOptions | (() => MockBackendOptions) = {}): MockHarness {
  let current: { backend: MockBackend; reports: ContractReport[] } | undefined;
  const state = () => {
    if (!current) throw new Error('useMockBackend: use the harness inside a test');
    return current;
  };
  const clientWith = (auth: { apiKey: string } | { getToken: () => string | Promise<string> }) =>
    createApiClient(
      { baseUrl: MOCK_BASE_URL, project: state().backend.store.project.name, ...auth },
      { fetch: contractCheckedFetch(state().backend, state().reports) },
    );

  beforeEach(() => {
    current = {
      backend: createMockBackend(typeof options === 'function' ? options() : options),
      reports: [],
    };
  });
  afterEach(() => {
    const reports = state().reports;
    current = undefined;
    expect(contractProblems(reports)).toEqual([]);
  });

  return {
    get backend() {
      return state().backend;
    },
    get client() {
      return clientWith({ apiKey: MOCK_API_KEY });
    },
    bearerClient: (getToken) => clientWith({ getToken }),
    get fetch() {
      return contractCheckedFetch(state().backend, state().reports);
    },
    get reports() {
      return state().reports;
    },
  };
}
