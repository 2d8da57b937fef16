import { cleanup, configure } from '@testing-library/react';
import { preloadParts } from '../src/components/widget/preloadParts.ts';
import { installJsdomLayout } from './support/jsdomLayout.ts';

installJsdomLayout();

// The editor parts that load on first use (the widget preloads them as it mounts) are loaded before the tests,
// so each test times what it renders, not the first transform of a lazily loaded module.
beforeAll(() => preloadParts());

// `findBy…` and `waitFor` give up after 1 s by default, which a loaded machine can exceed for a render that is
// merely slow; they still fail on what never appears.
configure({ asyncUtilTimeout: 5_000 });

// Unsaved edits are kept in the tab's session storage (the Provider's default): each test starts without any an
// earlier one left, written as its widget unmounted.
beforeEach(() => globalThis.sessionStorage?.clear());
afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear();
});
