/** The operations of the service the mock backend implements. */
export type OperationName =
  | 'getIntegration'
  | 'hydrateRevision'
  | 'listInstallations'
  | 'createInstallation'
  | 'getInstallation'
  | 'updateInstallation'
  | 'deleteInstallation'
  | 'patchObjectConfig';

interface IntegrationPath {
  project: string;
  integrationId: string;
}

interface InstallationPath extends IntegrationPath {
  installationId: string;
}

/** A request matched to an operation, with its decoded path parameters. */
export type Route =
  | { operation: 'getIntegration'; project: string; integrationIdOrName: string }
  | ({ operation: 'hydrateRevision'; revisionId: string } & IntegrationPath)
  | ({ operation: 'listInstallations' } & IntegrationPath)
  | ({ operation: 'createInstallation' } & IntegrationPath)
  | ({ operation: 'getInstallation' } & InstallationPath)
  | ({ operation: 'updateInstallation' } & InstallationPath)
  | ({ operation: 'deleteInstallation' } & InstallationPath)
  | ({ operation: 'patchObjectConfig'; objectName: string } & IntegrationPath);

const HYDRATE_SUFFIX = ':hydrate';

const INSTALLATION_OPERATIONS: Record<
  string,
  'getInstallation' | 'updateInstallation' | 'deleteInstallation'
> = {
  GET: 'getInstallation',
  PATCH: 'updateInstallation',
  DELETE: 'deleteInstallation',
};

function decodeSegments(raw: readonly string[]): string[] | null {
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Matches a method and a raw (still percent-encoded) URL path to an operation. Segments are split before they
 * are decoded, so an object name holding `%2F` stays one segment; `:hydrate` must be literal, not `%3A`.
 */
export function matchRoute(method: string, pathname: string, basePath: string): Route | null {
  const base = basePath.replace(/\/+$/, '');
  if (!pathname.startsWith(`${base}/`)) return null;
  const raw = pathname.slice(base.length + 1).split('/');
  if (raw[0] !== 'projects' || raw[2] !== 'integrations' || raw.length < 4) return null;
  const last = raw[raw.length - 1]!;
  const isHydrate = raw.length === 6 && raw[4] === 'revisions' && last.endsWith(HYDRATE_SUFFIX);
  const decoded = decodeSegments(
    isHydrate ? [...raw.slice(0, 5), last.slice(0, -HYDRATE_SUFFIX.length)] : raw,
  );
  if (!decoded || decoded.some((segment) => segment === '')) return null;
  const [, project = '', , integrationId = '', collection, id] = decoded;
  const m = method.toUpperCase();
  if (decoded.length === 4 && m === 'GET') {
    return { operation: 'getIntegration', project, integrationIdOrName: integrationId };
  }
  if (isHydrate && m === 'GET' && id !== undefined) {
    return { operation: 'hydrateRevision', project, integrationId, revisionId: id };
  }
  if (collection === 'installations' && decoded.length === 5) {
    if (m === 'GET') return { operation: 'listInstallations', project, integrationId };
    if (m === 'POST') return { operation: 'createInstallation', project, integrationId };
  }
  if (collection === 'installations' && decoded.length === 6 && id !== undefined) {
    const operation = INSTALLATION_OPERATIONS[m];
    if (operation) return { operation, project, integrationId, installationId: id };
  }
  if (collection === 'objects' && decoded.length === 7 && decoded[6] === 'config-content' && m === 'PATCH') {
    return { operation: 'patchObjectConfig', project, integrationId, objectName: id ?? '' };
  }
  return null;
}
