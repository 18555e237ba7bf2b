import { defineEndpoint } from '../endpoint.ts';
import { sandboxCreditBody, scheduledCredit } from '../add-funds.ts';

/** Sandbox only (DESIGN.md 1): calls that make outside events happen, refused when the sandbox is off. */
export const simulateInboundCredit = defineEndpoint({
  method: 'POST',
  path: '/sandbox/inbound-credit',
  permission: 'wallet:balance:addFunds',
  body: sandboxCreditBody,
  response: scheduledCredit,
  idempotent: true,
  summary: 'Sandbox only: simulate an incoming bank transfer, booked into the available balance after the configured delay',
  tags: ['sandbox'],
});
