import * as z from 'zod/mini';
import { knownOrOther } from './knownOrOther.ts';
import { nameRecord } from './nameRecord.ts';
import { optionalString, stringSchema } from './scalars.ts';

/** The user group that has access to an installation. */
export const groupSchema = z.looseObject({
  groupRef: stringSchema,
  groupName: stringSchema,
  projectId: stringSchema,
  createTime: stringSchema,
  updateTime: optionalString,
});

/** The consumer who made a connection. */
export const consumerSchema = z.looseObject({
  consumerRef: stringSchema,
  consumerName: stringSchema,
  projectId: stringSchema,
  createTime: stringSchema,
  updateTime: optionalString,
});

/** A builder's OAuth app at a provider. */
export const providerAppSchema = z.looseObject({
  id: stringSchema,
  projectId: stringSchema,
  externalRef: optionalString,
  provider: stringSchema,
  clientId: stringSchema,
  scopes: z.optional(z.array(stringSchema)),
  metadata: z.optional(
    z.looseObject({
      authQueryParams: z.optional(nameRecord(z.array(stringSchema))),
      providerParams: z.optional(nameRecord(stringSchema)),
    }),
  ),
  createTime: stringSchema,
  updateTime: optionalString,
});

/** One entry of a connection's provider metadata. */
export const providerMetadataInfoSchema = z.looseObject({
  value: stringSchema,
  source: knownOrOther(['input', 'token', 'provider']),
  displayName: optionalString,
});

/**
 * A consumer's connection to a provider.
 *
 * Deliberately a stripping (not loose) object without `apiKey` and `oauth2AuthorizationCode`: the widget never
 * needs provider credentials, so they are dropped at parse time and can never reach the cache, the DOM or a log.
 */
export const connectionSchema = z.object({
  id: stringSchema,
  projectId: stringSchema,
  provider: stringSchema,
  providerApp: z.optional(providerAppSchema),
  group: groupSchema,
  consumer: consumerSchema,
  createTime: stringSchema,
  updateTime: optionalString,
  authScheme: stringSchema,
  status: stringSchema,
  providerWorkspaceRef: optionalString,
  providerConsumerRef: optionalString,
  providerMetadata: z.optional(nameRecord(providerMetadataInfoSchema)),
});

export type Group = z.infer<typeof groupSchema>;
export type Consumer = z.infer<typeof consumerSchema>;
export type ProviderApp = z.infer<typeof providerAppSchema>;
export type Connection = z.infer<typeof connectionSchema>;
