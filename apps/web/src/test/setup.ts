import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import message from 'antd/es/message';
import ConfigProvider from 'antd/es/config-provider';

// findBy*/waitFor wait for a page's first render, which imports antd: 1 s (the default) is reached on a
// loaded 2-core machine. A ceiling, not a measure (speed is measured in bench/).
configure({ asyncUtilTimeout: 10_000 });

// antd's static toasts without motion, as for an operator who asks for less: happy-dom ends no CSS
// animation, so a closed toast would stay leaving under its key (lib/toast keys a toast by its
// text), and the next test's toast of the same text would update that hidden one instead of showing
ConfigProvider.config({ theme: { token: { motion: false } } });

// the test files of a worker share one document and module registry (vitest.config.ts): what one
// leaves behind outside React's tree (antd's static toasts) is removed before the next. A test adds
// and removes its own nodes: emptying document.body would take the toasts' container with it.
afterEach(async () => {
  cleanup();
  message.destroy();
  // React's scheduler may still hold work (the toasts' removal, an update of a closing popover or
  // dialog, queued on setImmediate): it runs now, while the window exists and before the next test
  // looks, not inside a later file's run or after the worker's window went
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});
