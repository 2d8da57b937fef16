import type { ConfigDraft } from '../schemas/draft.ts';
import type { Installation } from '../schemas/installation.ts';

/**
 * The draft a config form starts from: the installation's connection, attribution and config content, deep-cloned
 * so that editing the draft never mutates the installation held in the query cache.
 */
export function draftFromInstallation(installation: Installation): ConfigDraft {
  return structuredClone({
    connectionId: installation.connection.id,
    createdBy: installation.config.createdBy,
    content: installation.config.content,
  });
}
