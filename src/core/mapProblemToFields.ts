import type { Action, Problem } from '../schemas/index.ts';
import { parseIssuePath } from './parseIssuePath.ts';
import type { SaveStep } from './planSave.ts';

/** A server issue placed on a property of one object's config form. */
export interface FieldIssue {
  /** Path inside the object config, e.g. `['backfill', 'defaultPeriod', 'days']` or `['selectedFields', 'a/b']`. */
  path: string[];
  message: string;
}

/** Where the issues of a failed save belong: on form fields, or on the form as a whole. */
export interface ProblemPlacement {
  fieldIssues: FieldIssue[];
  formIssues: string[];
}

function pointerSegments(pointer: string): string[] {
  // RFC 6901: unescape `~1` before `~0`, so that `~01` becomes `~1` and not `/`.
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * Places each `issues[]` entry of a problem on the object config field it names, for the request `step` that
 * failed: `changes[i].value...` of a patch resolves through that change's JSON Pointer, and
 * `installation.config.content.<action>.objects.<objectName>...` of a mask update through the object path.
 * Issues about other objects or the request itself go to the form level, as do all of them without a target.
 */
export function mapProblemToFields(
  problem: Problem,
  target: { action: Action; objectName: string } | null,
  step: SaveStep | undefined,
): ProblemPlacement {
  const placement: ProblemPlacement = { fieldIssues: [], formIssues: [] };
  for (const issue of problem.issues ?? []) {
    const message = issue.detail || issue.title || problem.detail || 'Invalid value';
    const path = issue.name ? parseIssuePath(issue.name) : [];
    let fieldPath: (string | number)[] | undefined;
    if (!target) {
      fieldPath = undefined;
    } else if (path[0] === 'changes' && typeof path[1] === 'number' && step?.kind === 'patchObject') {
      const change = step.changes[path[1]];
      if (change && step.action === target.action && step.objectName === target.objectName) {
        const rest = path[2] === 'value' ? path.slice(3) : path.slice(2);
        fieldPath = [...pointerSegments(change.path), ...rest];
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
    }
    if (fieldPath && fieldPath.length > 0) {
      placement.fieldIssues.push({ path: fieldPath.map(String), message });
    } else {
      placement.formIssues.push(issue.name ? `${issue.name}: ${message}` : message);
    }
  }
  return placement;
}
