import type { IntegrationConfigContextValue } from './IntegrationConfigProvider.tsx';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { createLocaleFormat, withFormat } from './localeFormat.ts';
import { defaultMessages, type Messages } from './messages.ts';

// One catalogue per Provider value (which changes only with the client, messages, locale...).
const catalogues = new WeakMap<IntegrationConfigContextValue, Messages>();

/**
 * The message catalogue with the host's overrides, its functions given the locale's formats.
 *
 * @example
 * const messages = useMessages();
 * <button>{messages['save.save']}</button>
 */
export function useMessages(): Messages {
  const context = useIntegrationConfigContext();
  let messages = catalogues.get(context);
  if (!messages) {
    messages = withFormat<Messages>(
      defaultMessages,
      context.messageOverrides,
      createLocaleFormat(context.locale),
    );
    catalogues.set(context, messages);
  }
  return messages;
}
