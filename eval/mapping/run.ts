// `npm run eval:mapping`: scores the mapping suggestions and the value pairing on the evaluation set, as a host
// calls them (every prompt of an app's language at once, over an object's fields with all their metadata; then
// again with names, types and values only). Prints the figures of the dev cases and of the held-out ones apart;
// `--misses` lists the dev cases it gets wrong, `--misses=all` the held-out ones too.
import { type EvalPrompt, loadObjects, loadValueCases } from './load.ts';
import {
  type PromptResult,
  promptFigures,
  runPrompts,
  runValues,
  type ValueResult,
  valueFigures,
} from './score.ts';

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

const showMisses = process.argv.find((a) => a.startsWith('--misses'));
const missesOfHeldOut = showMisses === '--misses=all';

function printPromptFigures(title: string, results: PromptResult[]): void {
  const f = promptFigures(results);
  console.log(`\n${title}: ${results.length} prompts (${f.noAnswer.length} without an answer)`);
  console.table({
    'top-1 right': {
      value: `${f.right.length}/${f.answerable.length}`,
      rate: pct(f.right.length, f.answerable.length),
    },
    'no-answer stays unsure': {
      value: `${f.unsure.length}/${f.noAnswer.length}`,
      rate: pct(f.unsure.length, f.noAnswer.length),
    },
    'confident (of all)': {
      value: `${f.confident.length}/${results.length}`,
      rate: pct(f.confident.length, results.length),
    },
    'confident and wrong': {
      value: `${f.confidentWrong.length}`,
      rate: pct(f.confidentWrong.length, f.confident.length),
    },
    'incompatible first': {
      value: `${f.incompatibleFirst.length}`,
      rate: pct(f.incompatibleFirst.length, results.length),
    },
  });
}

function printBreakdown(results: PromptResult[], by: (p: EvalPrompt) => string): void {
  const groups = new Map<string, PromptResult[]>();
  for (const r of results) groups.set(by(r.prompt), [...(groups.get(by(r.prompt)) ?? []), r]);
  const rows: Record<string, { prompts: number; 'top-1': string; 'confident wrong': number }> = {};
  for (const [name, group] of [...groups].sort()) {
    const f = promptFigures(group);
    rows[name] = {
      prompts: group.length,
      'top-1': pct(f.right.length, f.answerable.length),
      'confident wrong': f.confidentWrong.length,
    };
  }
  console.table(rows);
}

function printPromptMisses(results: PromptResult[]): void {
  for (const r of results) {
    if (r.prompt.heldOut && !missesOfHeldOut) continue;
    const { prompt, best, confident } = r;
    const right = prompt.accept.size === 0 ? !confident : best !== undefined && prompt.accept.has(best);
    const wrongSure = confident && (best === undefined || !prompt.accept.has(best));
    const incompatible = best !== undefined && prompt.incompatible.has(best);
    if (right && !wrongSure && !incompatible) continue;
    const expected = prompt.accept.size === 0 ? '(none)' : [...prompt.accept].join(' | ');
    const flags = [wrongSure && 'CONFIDENT', incompatible && 'INCOMPATIBLE'].filter(Boolean).join(' ');
    console.log(`  ${prompt.key} "${prompt.displayName}": want ${expected}, got ${best ?? '-'} ${flags}`);
  }
}

function printValueFigures(title: string, results: ValueResult[]): void {
  const all = valueFigures(results, false);
  const sure = valueFigures(results, true);
  const pairs = results.reduce((n, r) => n + r.valueCase.expect.size, 0);
  console.log(
    `\n${title}: ${results.length} cases, ${pairs} app values (${all.unpartnered} without a partner)`,
  );
  const row = (f: typeof all) => ({
    'pairs found': `${f.found}/${f.expected} (${pct(f.found, f.expected)})`,
    'made pairs right': `${f.right}/${f.made} (${pct(f.right, f.made)})`,
    'no partner, left unpaired': `${f.unpartneredKept}/${f.unpartnered}`,
  });
  console.table({ 'sure and suggested': row(all), 'sure only (filled by Map matching values)': row(sure) });
}

function printValueMisses(results: ValueResult[]): void {
  for (const { valueCase, made } of results) {
    if (valueCase.heldOut && !missesOfHeldOut) continue;
    for (const [appValue, accepted] of valueCase.expect) {
      const pair = made.get(appValue);
      const ok = pair === undefined ? accepted.size === 0 : accepted.has(pair[0]);
      if (ok) continue;
      const want = accepted.size === 0 ? '(none)' : [...accepted].join(' | ');
      const got = pair ? `${pair[0]}${pair[1] ? ' SURE' : ''}` : '-';
      console.log(`  ${valueCase.id} ${appValue}: want ${want}, got ${got}`);
    }
  }
}

const objects = loadObjects();
const valueCases = loadValueCases(objects);
const prompts = objects.flatMap((o) => o.prompts);
console.log(
  `Evaluation set: ${objects.length} objects of ${new Set(prompts.map((p) => p.provider)).size} providers, ` +
    `${objects.reduce((n, o) => n + o.fields.length, 0)} fields, ${prompts.length} prompts, ${valueCases.length} value cases`,
);

for (const full of [true, false]) {
  const results = runPrompts(objects, full);
  const how = full ? 'with all field metadata (as the widget calls it)' : 'names, types and values only';
  printPromptFigures(
    `Mappings, dev, ${how}`,
    results.filter((r) => !r.prompt.heldOut),
  );
  printPromptFigures(
    `Mappings, held out, ${how}`,
    results.filter((r) => r.prompt.heldOut),
  );
  if (full) {
    printPromptFigures('Mappings, whole set, with all field metadata', results);
    console.log('\nBy language (whole set):');
    printBreakdown(results, (p) => p.language);
    console.log('By provider (whole set):');
    printBreakdown(results, (p) => p.provider);
    if (showMisses) {
      console.log('Misses:');
      printPromptMisses(results);
    }
  }
}

const valueResults = runValues(valueCases);
printValueFigures(
  'Values, dev',
  valueResults.filter((r) => !r.valueCase.heldOut),
);
printValueFigures(
  'Values, held out',
  valueResults.filter((r) => r.valueCase.heldOut),
);
printValueFigures('Values, whole set', valueResults);
if (showMisses) {
  console.log('Value misses:');
  printValueMisses(valueResults);
}
