import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';

/**
 * A sandbox scheme event on a payment, the issuer's or the network's side (chargeback or inquiry,
 * pre-dispute alert, fraud report, Ethoca or RDR alert): the owning module's entry, passed in by
 * the composition root (the payment module never imports those modules) and registered as
 * POST /v1/sandbox/payments/{id}/{name}, signed, in the Idempotency-Key's transaction, only in
 * sandbox mode.
 */
export interface SandboxEvent<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  name: string;
  /** the OpenAPI summary: what the network does and what follows */
  summary: string;
  body: B;
  result: R;
  run: (tx: Tx, q: { merchantNo: string; transactionId: string } & z.output<B>) => Promise<z.output<R>>;
}

/** Typed where it is written, kept as one list where it is registered. */
export const sandboxEvent = <B extends z.ZodType, R extends z.ZodType>(e: SandboxEvent<B, R>): SandboxEvent => e as unknown as SandboxEvent;
