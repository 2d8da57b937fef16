import type { ReadObjectConfig } from '../schemas/config.ts';
import type { RuleViolation } from '../schemas/rules.ts';
import type { ReadObjectView } from './buildRevisionObjects.ts';

/** Message codes of the violations, so the UI can word them (see the Provider's `messages`). */
export type RevisionViolationCode = 'requiredMapping' | 'duplicateMapping' | 'unknownField';

/** A violation of what the revision requires of a read object config. */
export interface RevisionViolation extends RuleViolation {
  code: RevisionViolationCode;
  /** The provider field concerned, for the message. */
  fieldName?: string;
}

/**
 * What the revision requires beyond the contract's rules: required mapping prompts filled, no provider field
 * mapped to two app fields, and mappings only to fields the connected account has.
 */
export function readObjectRevisionViolations(
  config: ReadObjectConfig,
  view: ReadObjectView,
): RevisionViolation[] {
  const violations: RevisionViolation[] = [];
  const mappings = config.selectedFieldMappings;
  for (const prompt of view.mappingPrompts) {
    if (prompt.required && !mappings[prompt.mapToName]) {
      violations.push({
        path: ['selectedFieldMappings', prompt.mapToName],
        message: 'requiredMapping',
        code: 'requiredMapping',
      });
    }
  }
  const mappedTo = new Map<string, string>();
  for (const [mapToName, fieldName] of Object.entries(mappings)) {
    if (!fieldName) continue;
    if (view.fieldsByName.size > 0 && !view.fieldsByName.has(fieldName)) {
      violations.push({
        path: ['selectedFieldMappings', mapToName],
        message: 'unknownField',
        code: 'unknownField',
        fieldName,
      });
    }
    if (mappedTo.has(fieldName)) {
      violations.push({
        path: ['selectedFieldMappings', mapToName],
        message: 'duplicateMapping',
        code: 'duplicateMapping',
        fieldName,
      });
    }
    mappedTo.set(fieldName, mapToName);
  }
  return violations;
}
