import * as z from 'zod/mini';
import {
  type BackfillConfig,
  configContentSchema,
  type FieldSettingDefault,
  type RawFilter,
  type ReadFilter,
  type ReadObjectConfig,
  readObjectConfigSchema,
  type SubscribeObjectConfig,
  subscribeObjectConfigSchema,
  subscribeProviderOptionsSchema,
  type WriteObjectConfig,
  writeObjectConfigSchema,
} from './config.ts';
import { nameRecord } from './nameRecord.ts';
import { optionalString } from './scalars.ts';

/** A violation of one of the service's config rules, located by a property path relative to the checked value. */
export interface RuleViolation {
  path: (string | number)[];
  message: string;
}

function filterViolations(
  fieldFilters: ReadFilter[] | undefined,
  rawFilter: RawFilter | undefined,
  at: (string | number)[],
): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (rawFilter && fieldFilters && fieldFilters.length > 0) {
    violations.push({
      path: [...at, 'rawFilter'],
      message: 'rawFilter cannot be combined with fieldFilters',
    });
  }
  const seen = new Set<string>();
  fieldFilters?.forEach((filter, index) => {
    if (seen.has(filter.fieldName)) {
      violations.push({
        path: [...at, 'fieldFilters', index, 'fieldName'],
        message: `Each field can have only one filter condition; ${filter.fieldName} has more than one`,
      });
    }
    seen.add(filter.fieldName);
  });
  return violations;
}

function backfillViolations(backfill: BackfillConfig | undefined): RuleViolation[] {
  if (!backfill) return [];
  const { days, fullHistory } = backfill.defaultPeriod;
  const violations: RuleViolation[] = [];
  if (days === undefined && fullHistory === undefined) {
    violations.push({
      path: ['backfill', 'defaultPeriod', 'days'],
      message: 'Backfill needs either a number of days (0 or more) or fullHistory',
    });
  }
  return [...violations, ...filterViolations(backfill.fieldFilters, backfill.rawFilter, ['backfill'])];
}

/** The service's rules for a read object config (docs/contract.md, "Validation rules"). */
export function readObjectConfigViolations(config: ReadObjectConfig): RuleViolation[] {
  return [
    ...filterViolations(config.fieldFilters, config.rawFilter, []),
    ...backfillViolations(config.backfill),
  ];
}

function defaultViolations(value: FieldSettingDefault | undefined, at: (string | number)[]): RuleViolation[] {
  if (!value) return [];
  const set = [value.stringValue, value.integerValue, value.booleanValue].filter((v) => v !== undefined);
  if (set.length === 1) return [];
  return [{ path: at, message: 'A default holds exactly one of stringValue, integerValue or booleanValue' }];
}

/** The service's rules for a write object config. */
export function writeObjectConfigViolations(config: WriteObjectConfig): RuleViolation[] {
  return Object.entries(config.selectedFieldSettings ?? {}).flatMap(([fieldName, setting]) =>
    defaultViolations(setting.default, ['selectedFieldSettings', fieldName, 'default']),
  );
}

/** The service's rules for a subscribe object config (provider support is checked by the service, not here). */
export function subscribeObjectConfigViolations(config: SubscribeObjectConfig): RuleViolation[] {
  if (!config.providerOptions?.quotaOptimization?.enabled) return [];
  const violations: RuleViolation[] = [];
  const at = ['providerOptions', 'quotaOptimization', 'enabled'];
  if ((config.updateEvent?.requiredWatchFields ?? []).length === 0) {
    violations.push({ path: at, message: 'quotaOptimization needs at least one required watch field' });
  }
  if (config.updateEvent?.watchFieldsAuto === 'all') {
    violations.push({ path: at, message: 'quotaOptimization cannot be used with watchFieldsAuto: all' });
  }
  return violations;
}

/** Every rule violation in a config content, with paths relative to the content. */
export function configContentViolations(content: {
  read?: { objects: Record<string, ReadObjectConfig> } | undefined;
  write?: { objects?: Record<string, WriteObjectConfig> } | undefined;
  subscribe?: { objects?: Record<string, SubscribeObjectConfig> } | undefined;
}): RuleViolation[] {
  const within = <T>(
    action: string,
    objects: Record<string, T> | undefined,
    check: (config: T) => RuleViolation[],
  ): RuleViolation[] =>
    Object.entries(objects ?? {}).flatMap(([name, config]) =>
      check(config).map((v) => ({ ...v, path: [action, 'objects', name, ...v.path] })),
    );
  return [
    ...within('read', content.read?.objects, readObjectConfigViolations),
    ...within('write', content.write?.objects, writeObjectConfigViolations),
    ...within('subscribe', content.subscribe?.objects, subscribeObjectConfigViolations),
  ];
}

function reportTo(ctx: z.core.$RefinementCtx, violations: RuleViolation[]): void {
  for (const violation of violations) {
    ctx.addIssue({ code: 'custom', message: violation.message, path: violation.path });
  }
}

/** A read object config as the service accepts it: shape plus the contract's rules (drives form validation). */
export const readObjectConfigInputSchema = readObjectConfigSchema.check(
  z.superRefine((config, ctx) => reportTo(ctx, readObjectConfigViolations(config))),
);

/** A write object config as the service accepts it. */
export const writeObjectConfigInputSchema = writeObjectConfigSchema.check(
  z.superRefine((config, ctx) => reportTo(ctx, writeObjectConfigViolations(config))),
);

/** A subscribe object config as the service accepts it. */
export const subscribeObjectConfigInputSchema = subscribeObjectConfigSchema.check(
  z.superRefine((config, ctx) => reportTo(ctx, subscribeObjectConfigViolations(config))),
);

// The two whole-content schemas below serve the request schemas (and the mock) only: marked pure, a host bundle
// that uses only the forms drops them, and zod's `partial`/`extend` code with them.

/** A config content as the service accepts it. */
export const configContentInputSchema = /* @__PURE__ */ configContentSchema.check(
  z.superRefine((content, ctx) => reportTo(ctx, configContentViolations(content))),
);

/**
 * A partial config content, as sent in an update-installation request (only masked paths matter): every part
 * optional. Spelled out from the whole content's parts rather than with `z.partial` and `z.extend`, whose code
 * would ship for this one schema.
 */
export const partialConfigContentInputSchema = /* @__PURE__ */ z
  .looseObject({
    ...configContentSchema.shape,
    provider: optionalString,
    // A mask may name only `config.content.subscribe.providerOptions`, so `objects` is optional here.
    subscribe: z.optional(
      z.looseObject({
        objects: z.optional(nameRecord(subscribeObjectConfigSchema)),
        providerOptions: z.optional(subscribeProviderOptionsSchema),
      }),
    ),
  })
  .check(z.superRefine((content, ctx) => reportTo(ctx, configContentViolations(content))));
