import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_MS } from '@crossbill/contracts/constants';

/**
 * Global toasts (spec 9: 2500 ms). Where antd is mounted (AntdRoot) its message instance is used
 * (theme and locale apply); before that (the login route ships without antd) the first toast loads
 * antd's static message. The same text shown twice at once is shown once.
 */
const bound: MessageInstance[] = [];

/** Register a message instance; returns its unregistration. The latest one mounted is used. */
export function bindToast(api: MessageInstance): () => void {
  bound.push(api);
  return () => {
    const i = bound.lastIndexOf(api);
    if (i >= 0) bound.splice(i, 1);
  };
}

type Kind = 'error' | 'success' | 'info' | 'warning';

let fallback: Promise<MessageInstance> | null = null;
const staticMessage = () => (fallback ??= import('antd/es/message').then((m) => m.default as unknown as MessageInstance));

function show(kind: Kind, text: string, durationMs = TOAST_MS) {
  const args = { type: kind, content: text, duration: durationMs / 1000, key: `${kind}:${text}` } as const;
  const api = bound.at(-1);
  if (api) {
    void api.open(args);
    return;
  }
  staticMessage().then(
    (m) => void m.open(args),
    () => console.warn(text),
  );
}

export const toast = {
  error: (text: string, durationMs?: number) => show('error', text, durationMs),
  success: (text: string, durationMs?: number) => show('success', text, durationMs),
  info: (text: string, durationMs?: number) => show('info', text, durationMs),
  warning: (text: string, durationMs?: number) => show('warning', text, durationMs),
};
