import * as z from 'zod/mini';
import { cronExpressionIssue } from '../core/cronExpressionIssue.ts';
import { formatIssuePath } from '../core/formatIssuePath.ts';
import { supportedProviderOptions } from '../core/supportedProviderOptions.ts';
import type { Action, ReadObjectConfig } from '../schemas/config.ts';
import type { Integration } from '../schemas/integration.ts';
import { isJsonObject } from '../schemas/isJsonObject.ts';
import type { InputValidationIssue } from '../schemas/problem.ts';
import {
  configContentInputSchema,
  type RuleViolation,
  readObjectConfigInputSchema,
  subscribeObjectConfigInputSchema,
  writeObjectConfigInputSchema,
} from '../schemas/rules.ts';
import { valueAtPath } from '../schemas/valueAtPath.ts';
import type { ProviderObject } from './fixtures/types.ts';

/** A property path inside a request body or a stored value. */
export type PropertyPath = (string | number)[];

const OBJECT_INPUT_SCHEMAS = {
  read: readObjectConfigInputSchema,
  write: writeObjectConfigInputSchema,
  subscribe: subscribeObjectConfigInputSchema,
};

const english = z.locales.en();

const typeNames: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  record: 'an object',
};

// zod/mini ships without messages ("Invalid input"); say what is wrong in the user's terms, as the service does
// (never "received undefined"), without touching the global zod config, which belongs to the host application.
function describe(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.message !== 'Invalid input') return issue.message;
  if (issue.code === 'invalid_type') {
    if (input === undefined) return 'This property is required';
    return `Must be ${typeNames[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === 'invalid_value' && issue.values.length > 0) {
    return `Must be one of: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  const described = english.localeError({ ...issue, input: undefined });
  return (typeof described === 'string' ? described : described?.message) ?? issue.message;
}

/** The issues of a zod schema as rule violations (shape errors and the contract's refinements alike). */
export function schemaViolations(schema: z.core.$ZodType, value: unknown): RuleViolation[] {
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    return { path, message: describe(issue, valueAtPath(value, path)) };
  });
}

function withoutDuplicates(violations: RuleViolation[]): RuleViolation[] {
  const seen = new Set<string>();
  return violations.filter((violation) => {
    const key = `${formatIssuePath(violation.path)}\n${violation.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function prefixed(prefix: PropertyPath, violations: RuleViolation[]): RuleViolation[] {
  return violations.map((violation) => ({ ...violation, path: [...prefix, ...violation.path] }));
}

/**
 * Why a `createdBy` value is not one the service accepts (docs/contract.md, "Resources":
 * `consumer:<consumer id>`, `builder:<builder id>` or `api:<caller>`), or `undefined` when it is.
 */
export function createdByIssue(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'createdBy must be a text such as consumer:<consumer id>';
  return /^(consumer|builder|api):\S+/.test(value)
    ? undefined
    : 'createdBy must be consumer:<consumer id>, builder:<builder id> or api:<caller>';
}

/** The object names an integration's latest manifest offers for an action. */
export function manifestObjectNames(integration: Integration, action: Action): string[] {
  const content = integration.latestRevision.content;
  const objects =
    action === 'read'
      ? content.read?.objects
      : action === 'write'
        ? content.write?.objects
        : content.subscribe?.objects;
  return (objects ?? []).map((object) => object.objectName);
}

function unsupportedOptions(
  options: unknown,
  supported: readonly string[],
  provider: string,
  at: PropertyPath,
): RuleViolation[] {
  if (!isJsonObject(options)) return [];
  return Object.keys(options)
    .filter((option) => !supported.includes(option))
    .map((option) => ({
      path: [...at, option],
      message: `The provider option ${option} is not supported for ${provider}`,
    }));
}

/**
 * Every rule one object config breaks: its `*InputSchema` (shape and contract rules), the name it is stored
 * under, and provider options the provider does not support. Paths are relative to the object config.
 */
export function objectConfigViolations(
  integration: Integration,
  action: Action,
  objectName: string,
  config: unknown,
): RuleViolation[] {
  const violations = schemaViolations(OBJECT_INPUT_SCHEMAS[action], config);
  if (isJsonObject(config) && typeof config.objectName === 'string' && config.objectName !== objectName) {
    violations.push({
      path: ['objectName'],
      message: `objectName must be ${objectName}, the object the config belongs to`,
    });
  }
  // The service reads on a five-field cron schedule and refuses what it cannot run.
  if (action === 'read' && isJsonObject(config) && typeof config.schedule === 'string') {
    if (cronExpressionIssue(config.schedule)) {
      violations.push({
        path: ['schedule'],
        message: 'The schedule must be a cron expression of five fields (minute hour day month weekday)',
      });
    }
  }
  if (action === 'subscribe' && isJsonObject(config)) {
    const supported = supportedProviderOptions(integration.provider).object;
    violations.push(
      ...unsupportedOptions(config.providerOptions, supported, integration.provider, ['providerOptions']),
    );
  }
  return withoutDuplicates(violations);
}

/**
 * docs/contract.md, "Provider options": with the subscription's `useProviderFlows` on, delete events are
 * not supported, so a subscribe object asking for them is refused (path relative to the object config).
 */
export function providerFlowsViolations(flowsOn: boolean, config: unknown): RuleViolation[] {
  if (!flowsOn || !isJsonObject(config)) return [];
  const deleteEvent = config.deleteEvent;
  if (!isJsonObject(deleteEvent) || deleteEvent.enabled !== 'always') return [];
  return [
    {
      path: ['deleteEvent', 'enabled'],
      message:
        'Delete events are not supported while the subscription uses provider flows (useProviderFlows)',
    },
  ];
}

/** Whether a subscribe config (its `providerOptions`) turns provider flows on. */
export function usesProviderFlows(subscribe: unknown): boolean {
  if (!isJsonObject(subscribe) || !isJsonObject(subscribe.providerOptions)) return false;
  const flows = subscribe.providerOptions.useProviderFlows;
  return isJsonObject(flows) && flows.enabled === true;
}

/** Every rule a whole config content breaks, for an installation of `integration`; paths relative to the content. */
export function configContentViolationsOf(integration: Integration, content: unknown): RuleViolation[] {
  const violations = schemaViolations(configContentInputSchema, content);
  if (!isJsonObject(content)) return violations;
  if (typeof content.provider === 'string' && content.provider !== integration.provider) {
    violations.push({
      path: ['provider'],
      message: `The provider of this integration is ${integration.provider}`,
    });
  }
  for (const action of ['read', 'write', 'subscribe'] as const) {
    const section = content[action];
    const objects = isJsonObject(section) ? section.objects : undefined;
    if (!isJsonObject(objects)) continue;
    const offered = manifestObjectNames(integration, action);
    for (const [objectName, config] of Object.entries(objects)) {
      const at = [action, 'objects', objectName];
      if (!offered.includes(objectName)) {
        violations.push({
          path: at,
          message: `${objectName} is not a ${action} object of ${integration.name}`,
        });
      }
      violations.push(...prefixed(at, objectConfigViolations(integration, action, objectName, config)));
    }
  }
  const subscribe = content.subscribe;
  if (isJsonObject(subscribe) && isJsonObject(subscribe.objects)) {
    const flowsOn = usesProviderFlows(subscribe);
    for (const [objectName, config] of Object.entries(subscribe.objects)) {
      violations.push(
        ...prefixed(['subscribe', 'objects', objectName], providerFlowsViolations(flowsOn, config)),
      );
    }
  }
  if (isJsonObject(subscribe)) {
    const supported = supportedProviderOptions(integration.provider).subscribe;
    violations.push(
      ...unsupportedOptions(subscribe.providerOptions, supported, integration.provider, [
        'subscribe',
        'providerOptions',
      ]),
    );
  }
  return withoutDuplicates(violations);
}

/** Problem issues for violations inside `root`, named by their full request-body path (`prefix` + path). */
export function bodyIssues(
  violations: RuleViolation[],
  root: unknown,
  prefix: PropertyPath,
): InputValidationIssue[] {
  return violations.map((violation) => ({
    in: 'body',
    name: formatIssuePath([...prefix, ...violation.path]),
    detail: violation.message,
    value: valueAtPath(root, violation.path),
  }));
}

/**
 * The sample read the service makes before saving: every selected field and every mapped field of the given
 * read objects must be readable by the connected user. Paths are relative to the content.
 */
export function sampleReadViolations(
  readObjects: Record<string, ReadObjectConfig>,
  objectNames: readonly string[],
  providerObject: (objectName: string) => ProviderObject | undefined,
): RuleViolation[] {
  const violations: RuleViolation[] = [];
  for (const objectName of objectNames) {
    const config = readObjects[objectName];
    if (!config) continue;
    const at = ['read', 'objects', objectName];
    const object = providerObject(objectName);
    if (!object) {
      violations.push({
        path: at,
        message: `The sample read failed: the connected account has no ${objectName}`,
      });
      continue;
    }
    const readable = new Set(
      object.fields.filter((field) => !field.unreadable).map((field) => field.fieldName),
    );
    const check = (fieldName: string, path: PropertyPath) => {
      if (readable.has(fieldName)) return;
      violations.push({
        path,
        message: `The sample read failed: the connected user cannot read the field ${fieldName} of ${objectName}`,
      });
    };
    for (const [fieldName, selected] of Object.entries(config.selectedFields)) {
      if (selected) check(fieldName, [...at, 'selectedFields', fieldName]);
    }
    for (const [mapToName, fieldName] of Object.entries(config.selectedFieldMappings)) {
      check(fieldName, [...at, 'selectedFieldMappings', mapToName]);
    }
  }
  return violations;
}
