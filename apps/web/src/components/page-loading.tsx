/** A page (or the whole app) waiting for code or data; plain CSS so it needs no UI library. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return <div className={fullScreen ? 'cb-spin cb-spin-full' : 'cb-spin'} role="status" aria-busy="true" />;
}
