import { runBrowserBench } from './browser.ts';
import { runChangeEngineBench } from './changeEngine.ts';
import { runMappingSuggestionsBench } from './mappingSuggestions.ts';

// Each bench prints its own figures; add new ones here. Nothing is asserted: timings depend on the machine.
runChangeEngineBench();
runMappingSuggestionsBench();
// The widget in Debian's Chromium (Chromium must be installed). Skip with --no-browser.
if (!process.argv.includes('--no-browser')) await runBrowserBench();
