export {
  type ApiClient,
  type ApiClientConfig,
  type ApiClientOptions,
  type CreateInstallationArgs,
  createApiClient,
  type InstallationTarget,
  type PatchInstallationObjectArgs,
  type RequestOptions,
  type UpdateInstallationArgs,
} from './createApiClient.ts';
export { ApiError, InvalidResponseError, isAbortError, NetworkError } from './errors.ts';
