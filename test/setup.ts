import { preloadParts } from '../src/components/lazyParts.tsx';
import { installJsdomLayout } from './support/jsdomLayout.ts';

installJsdomLayout();

// The editor parts that load on first use (the widget preloads them as it mounts) are loaded before the tests,
// so each test times what it renders, not the first transform of a lazily loaded module.
beforeAll(() => preloadParts());
