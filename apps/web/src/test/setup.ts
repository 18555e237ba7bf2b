import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import message from 'antd/es/message';

// findBy*/waitFor wait for a page's first render, which imports antd: 1 s (the default) is reached on a
// loaded 2-core machine. A ceiling, not a measure (speed is measured in bench/).
configure({ asyncUtilTimeout: 10_000 });

// the test files of a worker share one document and module registry (vitest.config.ts): what one
// leaves behind outside React's tree (antd's static toasts) is removed before the next
afterEach(() => {
  cleanup();
  message.destroy();
  // happy-dom ends no CSS animation: a closed toast would stay in the document, leaving
  for (const notice of document.querySelectorAll('.ant-message-notice')) notice.remove();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});

// React's scheduler may still hold work when a file ends (an update of a closing popover or dialog,
// queued on setImmediate): it runs now, while this file's window exists, not later inside the next
// file's run, where it found no window and failed that file
afterAll(async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
});
