import type { Installation } from '../schemas/installation.ts';
import type { Random } from './random.ts';
import type { OperationName } from './router.ts';

/** A fixed delay in milliseconds, or a `[min, max]` range a seeded random source picks from. */
export type Latency = number | readonly [min: number, max: number];

/**
 * An injected failure: `internal-error` (500), `unavailable` (503, `retryable` with `retryAfter`),
 * `rate-limited` (429, `retryable` with `retryAfter`), `network-error` (the fetch rejects with a TypeError
 * before the service sees the request), `lost-answer` (the service applies the request, then the fetch rejects:
 * the answer is lost on the way back), `malformed-json` (200 whose body is not JSON).
 */
export type FaultKind =
  | 'internal-error'
  | 'unavailable'
  | 'rate-limited'
  | 'network-error'
  | 'lost-answer'
  | 'malformed-json';

/** The fault kinds random faults pick from by default (`lost-answer` is asked for by name). */
export const FAULT_KINDS: readonly FaultKind[] = [
  'internal-error',
  'unavailable',
  'rate-limited',
  'network-error',
  'malformed-json',
];

/** Which requests a switch applies to; every given criterion must hold (none given: every request). */
export interface RequestMatch {
  operation?: OperationName | readonly OperationName[];
  /** HTTP method, any case. */
  method?: string;
  /** A substring of, or a pattern for, the decoded URL path. */
  path?: string | RegExp;
}

/** Random faults: each matching request fails with probability `rate` (0..1), with one of `faults`. */
export interface RandomFaults {
  rate: number;
  /** Default: every kind. */
  faults?: readonly FaultKind[];
  match?: RequestMatch;
  /** For 503 and 429: seconds until a retry may succeed. Default 2. */
  retryAfterSeconds?: number;
}

/** Deterministic faults: the next `count` matching requests fail with `fault`. */
export interface ScheduledFaults {
  fault: FaultKind;
  /** Default 1. */
  count?: number;
  match?: RequestMatch;
  /** For 503 and 429: seconds until a retry may succeed. Default 2. */
  retryAfterSeconds?: number;
}

/** A fault chosen for one request. */
export interface InjectedFault {
  fault: FaultKind;
  retryAfterSeconds: number;
}

/** A hydrated read object that carries `error` (and no fields). */
export interface HydrateErrorScenario {
  objectName: string;
  /** Default: every integration with an object of that name. */
  integrationId?: string;
  /** Default: a provider-style "could not fetch fields" message. */
  message?: string;
}

/** When a change "by someone else" lands: now, or just before the next request matching `beforeNext`. */
export interface ChangeTiming {
  beforeNext?: RequestMatch;
}

/** Edits an installation in place, as another user's save would. */
export type InstallationEdit = (installation: Installation) => void;

/** The scenario switches of a mock backend. */
export interface MockScenarios {
  /**
   * Delays every answer; `0` turns latency off. With `match`, delays the matching requests only (the latest such
   * setting for a request wins over the one for every answer), as a provider's slow metadata would.
   * @example backend.scenarios.setLatency([200, 800]);
   * @example backend.scenarios.setLatency(3000, { operation: 'hydrateRevision' });
   */
  setLatency(latency: Latency, match?: RequestMatch): void;
  /**
   * Fails a share of requests at random (seeded, so runs repeat); `null` turns it off.
   * @example backend.scenarios.setFaults({ rate: 0.2, faults: ['unavailable', 'network-error'] });
   */
  setFaults(faults: RandomFaults | null): void;
  /**
   * Fails the next matching requests, then lets the rest through.
   * @example backend.scenarios.failNext({ fault: 'unavailable', match: { operation: 'updateInstallation' } });
   */
  failNext(faults: ScheduledFaults): void;
  /**
   * Makes hydration of one read object fail: it comes back with `error` and without fields.
   * @example backend.scenarios.setHydrateError({ objectName: 'opportunity' });
   */
  setHydrateError(scenario: HydrateErrorScenario): void;
  /**
   * Expires a bearer token (default: every valid one); `backend.issueToken()` mints a fresh one.
   * @example backend.scenarios.expireToken(MOCK_BEARER_TOKEN);
   */
  expireToken(token?: string): void;
  /**
   * Changes a stored installation as another user would (a full accepted write), now or between two requests.
   * @example backend.scenarios.changeInstallation(id, (i) => { i.config.content.proxy = { enabled: false }; },
   *   { beforeNext: { operation: 'updateInstallation' } });
   */
  changeInstallation(installationId: string, edit: InstallationEdit, timing?: ChangeTiming): void;
  /**
   * How long a subscribe change stays `in_progress` before it turns `success`.
   * @example backend.scenarios.setSubscribeDelay(0);
   */
  setSubscribeDelay(milliseconds: number): void;
  /** Turns every switch off (latency, faults, hydration errors, pending changes); tokens stay as they are. */
  clear(): void;
}

/** What a request looks like to the matchers. */
export interface MatchedRequest {
  operation: OperationName | undefined;
  method: string;
  path: string;
}

interface PendingChange {
  installationId: string;
  edit: InstallationEdit;
  match: RequestMatch;
}

/** Whether a request satisfies a match. */
export function matchesRequest(match: RequestMatch | undefined, info: MatchedRequest): boolean {
  if (!match) return true;
  if (match.operation !== undefined) {
    const operations: readonly OperationName[] =
      typeof match.operation === 'string' ? [match.operation] : match.operation;
    if (info.operation === undefined || !operations.includes(info.operation)) return false;
  }
  if (match.method !== undefined && match.method.toUpperCase() !== info.method.toUpperCase()) return false;
  if (typeof match.path === 'string' && !info.path.includes(match.path)) return false;
  if (match.path instanceof RegExp && !match.path.test(info.path)) return false;
  return true;
}

const DEFAULT_HYDRATE_ERROR =
  'Could not fetch the fields of this object from the provider: the request timed out';
const DEFAULT_RETRY_AFTER_SECONDS = 2;

/** The scenario state behind `MockScenarios`, plus what the backend asks of it per request. */
export interface ScenarioState extends MockScenarios {
  /** The delay for the next request. */
  nextDelay(random: Random, info: MatchedRequest): number;
  /** The fault for a request, if any: scheduled ones first, then random ones. */
  takeFault(info: MatchedRequest, random: Random): InjectedFault | undefined;
  /** The pending changes to apply before this request, removed from the queue. */
  takeChanges(info: MatchedRequest): PendingChange[];
  hydrateError(integrationId: string, objectName: string): string | undefined;
  subscribeDelay(): number;
}

/** Creates scenario state; `applyChange` stores a change by someone else, `expireToken` reaches the auth. */
export function createScenarios(hooks: {
  applyChange(installationId: string, edit: InstallationEdit): void;
  expireToken(token?: string): void;
  subscribeDelayMs: number;
}): ScenarioState {
  let latency: Latency = 0;
  let matchedLatencies: { latency: Latency; match: RequestMatch }[] = [];
  let randomFaults: RandomFaults | null = null;
  let scheduled: (ScheduledFaults & { remaining: number })[] = [];
  let hydrateErrors: HydrateErrorScenario[] = [];
  let pending: PendingChange[] = [];
  let subscribeDelayMs = hooks.subscribeDelayMs;

  return {
    setLatency(next, match) {
      if (match) matchedLatencies = [{ latency: next, match }, ...matchedLatencies];
      else latency = next;
    },
    setFaults(next) {
      if (next && (next.rate < 0 || next.rate > 1)) throw new RangeError('A fault rate is between 0 and 1');
      randomFaults = next;
    },
    failNext(next) {
      scheduled.push({ ...next, remaining: next.count ?? 1 });
    },
    setHydrateError(scenario) {
      hydrateErrors.push(scenario);
    },
    expireToken(token) {
      hooks.expireToken(token);
    },
    changeInstallation(installationId, edit, timing = {}) {
      if (timing.beforeNext) pending.push({ installationId, edit, match: timing.beforeNext });
      else hooks.applyChange(installationId, edit);
    },
    setSubscribeDelay(milliseconds) {
      subscribeDelayMs = milliseconds;
    },
    clear() {
      latency = 0;
      matchedLatencies = [];
      randomFaults = null;
      scheduled = [];
      hydrateErrors = [];
      pending = [];
    },
    nextDelay(random, info) {
      const delay = matchedLatencies.find((entry) => matchesRequest(entry.match, info))?.latency ?? latency;
      if (typeof delay === 'number') return delay;
      const [min, max] = delay;
      return random.int(Math.min(min, max), Math.max(min, max));
    },
    takeFault(info, random) {
      const next = scheduled.find((entry) => entry.remaining > 0 && matchesRequest(entry.match, info));
      if (next) {
        next.remaining -= 1;
        scheduled = scheduled.filter((entry) => entry.remaining > 0);
        return {
          fault: next.fault,
          retryAfterSeconds: next.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
        };
      }
      if (!randomFaults || !matchesRequest(randomFaults.match, info)) return undefined;
      if (random.next() >= randomFaults.rate) return undefined;
      return {
        fault: random.pick(randomFaults.faults ?? FAULT_KINDS),
        retryAfterSeconds: randomFaults.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
      };
    },
    takeChanges(info) {
      const due = pending.filter((change) => matchesRequest(change.match, info));
      pending = pending.filter((change) => !due.includes(change));
      return due;
    },
    hydrateError(integrationId, objectName) {
      const scenario = hydrateErrors.find(
        (entry) =>
          entry.objectName === objectName &&
          (entry.integrationId === undefined || entry.integrationId === integrationId),
      );
      return scenario ? (scenario.message ?? DEFAULT_HYDRATE_ERROR) : undefined;
    },
    subscribeDelay: () => subscribeDelayMs,
  };
}
