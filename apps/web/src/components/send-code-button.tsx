import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { tooOftenData } from '@crossbill/contracts/registration';

/**
 * "Send code" beside a code field: after a send (or a too-often answer) it counts down the seconds
 * the server named before it may be pressed again. Texts come from the caller.
 */
export function SendCodeButton({
  onSend,
  label,
  countdownLabel,
  disabled,
}: {
  /** sends the code; resolves with the seconds until the next send, or rejects (the caller tells why) */
  onSend: () => Promise<number>;
  label: string;
  /** e.g. "Resend in {{s}} s" already interpolated by the caller */
  countdownLabel: (seconds: number) => string;
  disabled?: boolean;
}) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const click = async () => {
    setSending(true);
    try {
      setLeft(await onSend());
    } catch (e) {
      const tooOften = tooOftenData.safeParse((e as { data?: unknown } | null)?.data);
      if (tooOften.success) setLeft(tooOften.data.retryAfterSeconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void click()} loading={sending} disabled={disabled || left > 0} style={{ minWidth: 128 }}>
      {left > 0 ? countdownLabel(left) : label}
    </Button>
  );
}
