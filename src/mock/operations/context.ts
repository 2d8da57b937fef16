import type { Installation } from '../../schemas/installation.ts';
import type { Route } from '../router.ts';
import type { StoreData } from '../store.ts';

/** What a service operation may use: the live data, the clock, IDs, and the one way to store a write. */
export interface ServiceContext {
  /** The live store data (not copies). */
  readonly data: StoreData;
  /** The current time as an ISO 8601 string. */
  now(): string;
  /** A new unique ID. */
  newId(): string;
  /**
   * Stores an accepted write: sets `updateTime` and `config.revisionId`, and starts the provider-side
   * subscription change when the subscribe config differs from `previous`. Returns the stored installation.
   */
  commit(previous: Installation | undefined, next: Installation): Installation;
  /** Deletes an installation and forgets its pending subscription change. */
  remove(installationId: string): void;
  /** Hydration error messages the scenario switches set, by integration ID and object name. */
  hydrateError(integrationId: string, objectName: string): string | undefined;
}

/** A request routed to one operation. */
export interface OperationRequest<R extends Route = Route> {
  route: R;
  request: Request;
  url: URL;
}

/** The route of one operation. */
export type RouteOf<Name extends Route['operation']> = Extract<Route, { operation: Name }>;
