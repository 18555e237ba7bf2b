/**
 * A table wider than its card scrolls inside it (antd's .ant-table-content / .ant-table-body): a
 * keyboard user must be able to reach that region to scroll it (WCAG 2.1.1; axe
 * scrollable-region-focusable). One observer makes every such region focusable, named by its card's
 * title when it has one, whichever page or component rendered the table.
 */
const SELECTOR = '.ant-table-content, .ant-table-body';

function mark(el: HTMLElement): void {
  if (el.getAttribute('tabindex') !== '0') el.setAttribute('tabindex', '0');
  const title = el.closest('.ant-card')?.querySelector('.ant-card-head-title')?.textContent?.trim();
  if (title && el.getAttribute('aria-label') !== title) {
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', title);
  }
}

/** Starts marking scroll regions under `root`; returns the stop function. */
export function focusableScrollRegions(root: HTMLElement = document.body): () => void {
  const sweep = () => root.querySelectorAll<HTMLElement>(SELECTOR).forEach(mark);
  sweep();
  // in the observer's own callback (a microtask after the render's mutations): the region is focusable
  // before anything else runs, a scan or a key press included; waiting for a frame left a moment when
  // it was not (axe found it so at times). The marks are attributes, which the observer does not watch.
  const observer = new MutationObserver(sweep);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
