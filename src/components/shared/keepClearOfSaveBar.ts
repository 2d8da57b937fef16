/** The element whose scrolling moves `element` in the page: its nearest scrolling ancestor, or the document's. */
function pageScrollerOf(element: Element): Element {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

const GAP = 8;

/**
 * Scrolls the page (never `list`, which scrolls itself) so that `element`, a row of `list`, is neither under
 * its editor's sticky save bar nor outside the page's visible area. The browser does this for a focused element
 * by itself (the editor's scroll margin); a virtualized list focuses rows without the browser's scroll, because
 * its own scroll positioning would undo it.
 */
export function keepClearOfSaveBar(element: Element, list: Element): void {
  const rect = element.getBoundingClientRect();
  if (rect.height === 0) return; // not laid out (hidden, or no layout at all as in jsdom)
  const scroller = pageScrollerOf(list);
  const isDocument = scroller === document.scrollingElement || scroller === document.documentElement;
  const view = isDocument ? { top: 0, bottom: window.innerHeight } : scroller.getBoundingClientRect();
  const bar = list.closest('.ric-editor')?.querySelector('.ric-savebar');
  const barTop =
    bar && getComputedStyle(bar).position === 'sticky'
      ? bar.getBoundingClientRect().top
      : Number.POSITIVE_INFINITY;
  const bottomLimit = Math.min(view.bottom, barTop) - GAP;
  if (rect.bottom > bottomLimit) scroller.scrollBy({ top: rect.bottom - bottomLimit });
  else if (rect.top < view.top + GAP) scroller.scrollBy({ top: rect.top - view.top - GAP });
}
