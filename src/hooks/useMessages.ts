import { defaultMessages, type Messages } from '../messages/defaultMessages.ts';
import { catalogueFor } from '../messages/localeFormat.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';

// One catalogue per Provider value (which changes only with the client, messages, locale...).
const catalogues = new WeakMap<object, Messages>();

/**
 * The message catalogue with the host's overrides, its functions given the locale's formats.
 *
 * @example
 * const messages = useMessages();
 * <button>{messages['save.save']}</button>
 */
export function useMessages(): Messages {
  return catalogueFor(catalogues, useIntegrationConfigContext(), defaultMessages);
}
