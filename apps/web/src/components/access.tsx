import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { hasPermission, type PermissionSet } from '../lib/access';

const AccessContext = createContext<PermissionSet>(new Set());

/** Provides the operator's permission codes (computed by lib/access from the session). */
export function AccessProvider({ permissions, children }: { permissions: PermissionSet; children: ReactNode }) {
  return <AccessContext.Provider value={permissions}>{children}</AccessContext.Provider>;
}

export function useAccess() {
  const permissions = useContext(AccessContext);
  return useMemo(() => ({ has: (code: string | null | undefined) => hasPermission(permissions, code) }), [permissions]);
}

/** Renders its children only when the operator holds `code` (spec 6: elements lacking it are removed). */
export function Access({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  const { has } = useAccess();
  return <>{has(code) ? children : fallback}</>;
}
