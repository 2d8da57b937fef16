import { runBrowserBench } from './browser.ts';
import { runChangeEngineBench } from './changeEngine.ts';

// Each bench prints its own figures; add new ones here. Nothing is asserted: timings depend on the machine.
runChangeEngineBench();
// The widget in Debian's Chromium (Chromium must be installed). Skip with --no-browser.
if (!process.argv.includes('--no-browser')) await runBrowserBench();
