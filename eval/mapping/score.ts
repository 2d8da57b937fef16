// Scores the mapping suggestions and value pairing on the evaluation set, as a host calls them: every prompt of an
// app's language at once, over an object's fields with all their metadata (or names, types and values only).
import { matchValues } from '../../src/core/matchValues.ts';
import { type SuggestionField, suggestMappings } from '../../src/core/suggestMappings.ts';
import type { EvalField, EvalPrompt, EvalValueCase, loadObjects } from './load.ts';

/** One prompt's best candidate and whether it is confident. */
export interface PromptResult {
  prompt: EvalPrompt;
  best: string | undefined;
  confident: boolean;
}

function bare(field: EvalField): SuggestionField {
  const { fieldName, displayName, valueType, values } = field;
  return { fieldName, displayName, valueType, values };
}

/** Suggestions for every prompt of the set, by object and language. */
export function runPrompts(objects: ReturnType<typeof loadObjects>, full: boolean): PromptResult[] {
  const results: PromptResult[] = [];
  for (const { fields, prompts } of objects) {
    const given = full ? fields : fields.map(bare);
    for (const language of new Set(prompts.map((p) => p.language))) {
      const group = prompts.filter((p) => p.language === language);
      const suggestions = suggestMappings(
        group.map(({ mapToName, displayName, mappedValues }) => ({ mapToName, displayName, mappedValues })),
        given,
      );
      for (const prompt of group) {
        const suggestion = suggestions.get(prompt.mapToName);
        results.push({
          prompt,
          best: suggestion?.candidates[0]?.fieldName,
          confident: suggestion?.confident === true,
        });
      }
    }
  }
  return results;
}

/** The figures of a set of prompt results. */
export function promptFigures(results: PromptResult[]) {
  const answerable = results.filter((r) => r.prompt.accept.size > 0);
  const noAnswer = results.filter((r) => r.prompt.accept.size === 0);
  const right = answerable.filter((r) => r.best !== undefined && r.prompt.accept.has(r.best));
  const confident = results.filter((r) => r.confident);
  const confidentWrong = confident.filter((r) => r.best === undefined || !r.prompt.accept.has(r.best));
  const incompatibleFirst = results.filter((r) => r.best !== undefined && r.prompt.incompatible.has(r.best));
  const unsure = noAnswer.filter((r) => !r.confident);
  return { answerable, noAnswer, right, confident, confidentWrong, incompatibleFirst, unsure };
}

/** The pairs made for one value case. */
export interface ValueResult {
  valueCase: EvalValueCase;
  /** App value → [provider value, sure]. */
  made: Map<string, [string, boolean]>;
}

/** Value pairs for every value case. */
export function runValues(cases: EvalValueCase[]): ValueResult[] {
  return cases.map((valueCase) => {
    const made = new Map<string, [string, boolean]>();
    for (const [appValue, match] of matchValues(valueCase.app, valueCase.values) as Map<string, unknown>) {
      // Before value pairs had a confidence, every match was a plain provider value, and sure.
      if (typeof match === 'string') made.set(appValue, [match, true]);
      else {
        const { value, sure } = match as { value: string; sure: boolean };
        made.set(appValue, [value, sure]);
      }
    }
    return { valueCase, made };
  });
}

/** The figures of a set of value results, all pairs or the sure ones only. */
export function valueFigures(results: ValueResult[], sureOnly: boolean) {
  let expected = 0;
  let found = 0;
  let made = 0;
  let right = 0;
  let unpartnered = 0;
  let unpartneredKept = 0;
  for (const { valueCase, made: pairs } of results) {
    for (const [appValue, accepted] of valueCase.expect) {
      const pair = pairs.get(appValue);
      const counted = pair !== undefined && (!sureOnly || pair[1]);
      if (accepted.size > 0) expected++;
      else unpartnered++;
      if (!counted) {
        if (accepted.size === 0) unpartneredKept++;
        continue;
      }
      made++;
      if (accepted.has(pair[0])) {
        right++;
        found++;
      }
    }
  }
  return { expected, found, made, right, unpartnered, unpartneredKept };
}
