import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for a page's first render, which imports antd: 1 s (the default) is reached on a
// loaded 2-core machine. A ceiling, not a measure (speed is measured in bench/).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
