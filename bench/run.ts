import { runBrowserBench } from './browser.ts';
import { runChangeEngineBench } from './changeEngine.ts';
import { runMappingSuggestionsBench } from './mappingSuggestions.ts';

// Each bench prints its own figures; add new ones here. Nothing is asserted: timings depend on the machine.
// `--browser-only` skips the first part; `BENCH_FIELDS=5000,20000` and `BENCH_RUNS=3` narrow the second.
if (!process.argv.includes('--browser-only')) {
  runChangeEngineBench();
  runMappingSuggestionsBench();
}
// The widget in Debian's Chromium (Chromium must be installed). Skip with --no-browser.
if (!process.argv.includes('--no-browser')) await runBrowserBench();
