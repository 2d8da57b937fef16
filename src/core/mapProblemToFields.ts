import type { Action } from '../schemas/config.ts';
import type { Problem } from '../schemas/problem.ts';
import { parseIssuePath } from './parseIssuePath.ts';
import type { SaveStep } from './planSave.ts';
import { pointerSegments } from './pointerSegments.ts';

/** A server issue placed on a property of one object's config form, in the user's words. */
export interface FieldIssue {
  /** Path inside the object config, e.g. `['backfill', 'defaultPeriod', 'days']` or `['selectedFields', 'a/b']`. */
  path: string[];
  message: string;
}

/** Where the issues of a failed save belong, in the user's words: on form fields, or on the form as a whole. */
export interface ProblemPlacement {
  fieldIssues: FieldIssue[];
  formIssues: string[];
}

/** One `issues[]` entry of a problem with the service's words for it, before they are put in the user's. */
export interface ServerIssue {
  /**
   * The issue's `detail`, else its `title`, else the problem's `detail`; `undefined` when the service gave no words
   * (the hooks then use a message of their own).
   */
  message: string | undefined;
  /** The property path the service named (`installation.config.content...`), for developers; not for display. */
  name: string | undefined;
}

/** Where the issues of a failed save belong, as the service worded them: see {@link ProblemPlacement}. */
export interface ServerIssuePlacement {
  fieldIssues: (ServerIssue & { path: string[] })[];
  formIssues: ServerIssue[];
}

/** Properties of the request bodies themselves: an issue naming one of them is about the request, not the config. */
const PATCH_BODY_PROPERTIES = new Set([
  'changes',
  'groupRef',
  'installationId',
  'action',
  'updateMask',
  'installation',
]);

/**
 * Places each `issues[]` entry of a problem on the object config field it names, for the request `step` that
 * failed: `changes[i].value...` of a patch resolves through that change's JSON Pointer, and
 * `installation.config.content.<action>.objects.<objectName>...` of a mask update through the object path, and a
 * path inside the object's config (a rule the patched config breaks as a whole) as it is.
 * Issues about other objects or the request itself go to the form level, as do all of them without a target.
 * Returns the service's words; `describeProblemPlacement` (hooks) puts them in the user's.
 */
export function mapProblemToFields(
  problem: Problem,
  target: { action: Action; objectName: string } | null,
  step: SaveStep | undefined,
): ServerIssuePlacement {
  const placement: ServerIssuePlacement = { fieldIssues: [], formIssues: [] };
  for (const issue of problem.issues ?? []) {
    const message = issue.detail || issue.title || problem.detail || undefined;
    const path = issue.name ? parseIssuePath(issue.name) : [];
    let fieldPath: (string | number)[] | undefined;
    if (!target) {
      fieldPath = undefined;
    } else if (path[0] === 'changes' && typeof path[1] === 'number' && step?.kind === 'patchObject') {
      const change = step.changes[path[1]];
      if (change && step.action === target.action && step.objectName === target.objectName) {
        // `changes[i].value...` names a property inside the change's value; `changes[i]`, `changes[i].path` or
        // `changes[i].op` (a failed removal, a pointer the service could not apply) the changed property itself.
        const inside = path[2] === 'value' ? path.slice(3) : [];
        fieldPath = [...pointerSegments(change.path), ...inside];
      }
    } else if (
      path[0] === 'installation' &&
      path[1] === 'config' &&
      path[2] === 'content' &&
      path[3] === target.action &&
      path[4] === 'objects' &&
      path[5] === target.objectName
    ) {
      fieldPath = path.slice(6);
    } else if (
      step?.kind === 'patchObject' &&
      step.action === target.action &&
      step.objectName === target.objectName &&
      typeof path[0] === 'string' &&
      !PATCH_BODY_PROPERTIES.has(path[0])
    ) {
      // A rule broken by the patched config as a whole is named inside the object's config
      // (`providerOptions.quotaOptimization.enabled`), not by the change that broke it.
      fieldPath = path;
    }
    const placed = { message, name: issue.name };
    if (fieldPath && fieldPath.length > 0) {
      placement.fieldIssues.push({ ...placed, path: fieldPath.map(String) });
    } else {
      placement.formIssues.push(placed);
    }
  }
  return placement;
}
