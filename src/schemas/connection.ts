import * as z from 'zod/mini';
import { knownOrOther } from './knownOrOther.ts';
import { nameRecord } from './nameRecord.ts';

/** The user group that has access to an installation. */
export const groupSchema = z.looseObject({
  groupRef: z.string(),
  groupName: z.string(),
  projectId: z.string(),
  createTime: z.string(),
  updateTime: z.optional(z.string()),
});

/** The consumer who made a connection. */
export const consumerSchema = z.looseObject({
  consumerRef: z.string(),
  consumerName: z.string(),
  projectId: z.string(),
  createTime: z.string(),
  updateTime: z.optional(z.string()),
});

/** A builder's OAuth app at a provider. */
export const providerAppSchema = z.looseObject({
  id: z.string(),
  projectId: z.string(),
  externalRef: z.optional(z.string()),
  provider: z.string(),
  clientId: z.string(),
  scopes: z.optional(z.array(z.string())),
  metadata: z.optional(
    z.looseObject({
      authQueryParams: z.optional(nameRecord(z.array(z.string()))),
      providerParams: z.optional(nameRecord(z.string())),
    }),
  ),
  createTime: z.string(),
  updateTime: z.optional(z.string()),
});

/** One entry of a connection's provider metadata. */
export const providerMetadataInfoSchema = z.looseObject({
  value: z.string(),
  source: knownOrOther(['input', 'token', 'provider']),
  displayName: z.optional(z.string()),
});

/**
 * A consumer's connection to a provider.
 *
 * Deliberately a stripping (not loose) object without `apiKey` and `oauth2AuthorizationCode`: the widget never
 * needs provider credentials, so they are dropped at parse time and can never reach the cache, the DOM or a log.
 */
export const connectionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  provider: z.string(),
  providerApp: z.optional(providerAppSchema),
  group: groupSchema,
  consumer: consumerSchema,
  createTime: z.string(),
  updateTime: z.optional(z.string()),
  authScheme: z.string(),
  status: z.string(),
  providerWorkspaceRef: z.optional(z.string()),
  providerConsumerRef: z.optional(z.string()),
  providerMetadata: z.optional(nameRecord(providerMetadataInfoSchema)),
});

export type Group = z.infer<typeof groupSchema>;
export type Consumer = z.infer<typeof consumerSchema>;
export type ProviderApp = z.infer<typeof providerAppSchema>;
export type Connection = z.infer<typeof connectionSchema>;
