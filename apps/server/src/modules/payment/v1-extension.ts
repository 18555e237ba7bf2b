import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';

/**
 * More signed Payment API routes owned by another module (subscriptions), passed in by the
 * composition root like the sandbox events (the payment module never imports that module) and
 * registered inside the /v1 plugin: the same signature check, envelope and Idempotency-Key handling.
 */
export interface V1Helpers {
  /** the merchant the signature authenticated */
  merchantOf(req: FastifyRequest): string;
  /** run a money-moving call once per Idempotency-Key (when given), its effect in the key's transaction */
  once<T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** the caller's address and agent, for the audit log */
  clientOf(req: FastifyRequest): { ip: string; userAgent: string };
  /** the signature headers every /v1 route documents */
  signedHeaders: z.ZodType;
}

export type V1Extension = (api: FastifyInstance, h: V1Helpers) => void;
