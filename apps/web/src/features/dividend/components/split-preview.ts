import { PERCENTAGE, percentageToBp, type Splittable } from '@crossbill/contracts/dividend';
import { allocate, maxShareOf } from '@crossbill/contracts/dividend-math';
import { fromMinor, isCurrency, toMinor } from '@crossbill/contracts/money';

export interface SplitLine {
  receiverId?: number;
  mode: 'amount' | 'percentage';
  value?: string;
}

export interface PreviewLine {
  /** the share in the payment's currency, or null while the line is incomplete or malformed */
  share: string | null;
  /** above the receiver's maximum share */
  overMax: boolean;
}

export interface Preview {
  lines: PreviewLine[];
  total: string;
  /** what stays with the merchant of the net amount after the shares (negative: too much) */
  left: string;
  overNet: boolean;
}

/**
 * The split form's live arithmetic, the server's own (contracts dividend-math.ts): amounts as typed,
 * percentages of the captured amount spread by largest remainder, each receiver held to its maximum,
 * all within the net amount less what is split already.
 */
export function previewSplit(p: Splittable, lines: SplitLine[]): Preview | null {
  if (!isCurrency(p.currency)) return null;
  const c = p.currency;
  const minor = (v: string) => {
    try {
      return toMinor(v, c);
    } catch {
      return null;
    }
  };
  const base = minor(p.amount) ?? 0n;
  const shares: Array<bigint | null> = lines.map((l) => (l.mode === 'amount' && l.value ? minor(l.value) : null));
  const pct = lines.flatMap((l, i) => (l.mode === 'percentage' && l.value && PERCENTAGE.test(l.value) ? [i] : []));
  const bps = pct.map((i) => BigInt(percentageToBp(lines[i]!.value!)));
  if (pct.length > 0) allocate((base * bps.reduce((a, b) => a + b, 0n)) / 10_000n, bps).forEach((v, k) => (shares[pct[k]!] = v));
  const receivers = new Map(p.receivers.map((r) => [r.id, r]));
  const out = lines.map((l, i) => {
    const share = shares[i] ?? null;
    const r = l.receiverId === undefined ? undefined : receivers.get(l.receiverId);
    const overMax =
      !!r && share !== null && (l.mode === 'percentage' && l.value ? percentageToBp(l.value) > r.maxShareBp : share > maxShareOf(base, r.maxShareBp));
    return { share: share === null ? null : fromMinor(share, c), overMax };
  });
  const total = shares.reduce<bigint>((s, v) => s + (v ?? 0n), 0n);
  const left = (minor(p.net) ?? 0n) - (minor(p.split) ?? 0n) - total;
  return { lines: out, total: fromMinor(total, c), left: fromMinor(left, c), overNet: left < 0n };
}
