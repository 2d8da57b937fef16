import { parseArgs } from 'node:util';
import { runBrowserBench } from './browser.ts';
import { runChangeEngineBench } from './changeEngine.ts';
import { runMappingSuggestionsBench } from './mappingSuggestions.ts';

// Each bench prints its own figures; add new ones here. Nothing is asserted: timings depend on the machine.
// `--browser-only` skips the first part; `BENCH_FIELDS=5000,20000` and `BENCH_RUNS=3` narrow the second;
// `--cpu 4` slows the page's CPU four times (Chromium's throttling), as a mid-range phone; `--profile DIR` writes
// CPU profiles of the load and of each interaction there instead of timing them; `--compile-hints` marks the page's
// chunks for V8's eager compilation, as a host can (README, "Slow devices").
const { values } = parseArgs({
  options: {
    'browser-only': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    cpu: { type: 'string', default: '1' },
    profile: { type: 'string' },
    'compile-hints': { type: 'boolean', default: false },
  },
});
const cpu = Number(values.cpu);
if (!(cpu >= 1)) throw new Error(`--cpu takes a slowdown of 1 or more, not ${values.cpu}`);
if (!values['browser-only']) {
  runChangeEngineBench();
  runMappingSuggestionsBench();
}
// The widget in Debian's Chromium (Chromium must be installed). Skip with --no-browser.
if (!values['no-browser'])
  await runBrowserBench({ cpu, profileDir: values.profile, hints: values['compile-hints'] });
