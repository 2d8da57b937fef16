'use client';

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { buildCrmVocabularyStep, isCrmVocabularyBuilt } from '../core/crmVocabulary.ts';
import { runInShortTasks } from './runInShortTasks.ts';
import { notOnServer, onServer, subscribeNothing } from './serverRender.ts';

/**
 * Whether the CRM vocabulary, with which the mapping parts read the names of fields and prompts, is built. The
 * widget builds it while the page is idle as its data loads; a mapping part drawn before the page had such a
 * moment gets `false`, and the rest is built a few milliseconds per task, not in the part's render (a long task
 * of about 20 ms on a desktop, 80 on a slow phone); the hook renders again, in a transition, once it is built. On
 * the server and while hydrating, `true` at once: the server's HTML shows the parts, and hydration draws the same.
 *
 * @example
 * const vocabulary = useCrmVocabulary();
 * return vocabulary ? <MappingRows /> : <LoadingSkeleton line />;
 */
export function useCrmVocabulary(): boolean {
  const serverHtml = useSyncExternalStore(subscribeNothing, notOnServer, onServer);
  const [built, setBuilt] = useState(() => serverHtml || isCrmVocabularyBuilt());
  useEffect(() => {
    if (built) return undefined;
    return runInShortTasks(buildCrmVocabularyStep, () => startTransition(() => setBuilt(true)));
  }, [built]);
  return built;
}
