import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { focusableScrollRegions } from './scroll-regions';

// the observer's callback runs in the microtask after the mutations: marked before any later task
const settled = () => Promise.resolve();

describe('scroll regions of wide tables', () => {
  let stop = () => {};
  // the page's own nodes in a host of their own: the document is shared with the next test file
  // (isolate: false), and antd's toast container lives in its body
  let host: HTMLElement;
  beforeEach(() => {
    host = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    stop();
    host.remove();
  });

  it('makes a table scroll region focusable, named by its card, also when it renders later', async () => {
    host.innerHTML = '<div class="ant-card"><div class="ant-card-head-title">12 refunds</div><div class="ant-table-content"></div></div>';
    stop = focusableScrollRegions();
    const first = document.querySelector<HTMLElement>('.ant-table-content')!;
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(first.getAttribute('role')).toBe('region');
    expect(first.getAttribute('aria-label')).toBe('12 refunds');

    const late = document.createElement('div');
    late.innerHTML = '<div class="ant-table-body"></div>';
    host.appendChild(late);
    await settled();
    const body = late.querySelector<HTMLElement>('.ant-table-body')!;
    expect(body.getAttribute('tabindex')).toBe('0');
    // no card: focusable, without a made-up name
    expect(body.getAttribute('aria-label')).toBeNull();

    // the card's title follows the list (a new count)
    document.querySelector('.ant-card-head-title')!.textContent = '13 refunds';
    await settled();
    expect(first.getAttribute('aria-label')).toBe('13 refunds');
  });
});
