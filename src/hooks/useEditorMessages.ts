import { defaultEditorMessages, type EditorMessages } from '../messages/editorMessages.ts';
import { catalogueFor } from '../messages/localeFormat.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';

// One catalogue per Provider value (which changes only with the client, messages, locale...).
const catalogues = new WeakMap<object, EditorMessages>();

/**
 * The editors' catalogue with the host's overrides from the Provider's `messages`, its functions given the
 * formats of the Provider's `locale` after their own arguments (as `useMessages` does).
 *
 * @example
 * const words = useEditorMessages();
 * <h2>{words['write.title']('Contact')}</h2>
 */
export function useEditorMessages(): EditorMessages {
  return catalogueFor(catalogues, useIntegrationConfigContext(), defaultEditorMessages);
}
