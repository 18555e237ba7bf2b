import { createContext, useContext } from 'react';

/**
 * Loads the code of the page at a path ahead of navigation. The router provides it (it owns the pages);
 * guards and pages use it without importing the page table that imports them.
 */
export const PagePreload = createContext<(path: string) => void>(() => undefined);

export const usePagePreload = (): ((path: string) => void) => useContext(PagePreload);
