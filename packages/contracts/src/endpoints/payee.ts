import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  bankList,
  bankSearchQuery,
  payee,
  payeeAttachment,
  payeeIdBody,
  payeeIdQuery,
  payeeListQuery,
  payeePage,
  payeeSave,
  payeeUpdate,
  type PayeePurpose,
} from '../payee.ts';

/**
 * Payees (spec 2): the same use cases under two menus, each with its own paths and permission codes
 * (resources.ts): transfer contacts (`/transfer/contact/*`, transfer:contact) and the merchant's own
 * settlement accounts (`/settlement/payee/*`, settlement:payeeManage, no delete there). One function
 * declares a surface's endpoints, so both surfaces keep the same shape.
 */
const tags = ['payee'];

function surfaceEndpoints(purpose: PayeePurpose, base: string, code: string) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${base}/list`,
      permission: code,
      families: ['/blocMer'],
      query: payeeListQuery,
      response: payeePage,
      summary: `Payees (${purpose}) with filters`,
      tags,
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/detail`,
      permission: code,
      families: ['/blocMer'],
      query: payeeIdQuery,
      response: payee,
      summary: `One payee (${purpose})`,
      tags,
    }),
    add: defineEndpoint({
      method: 'POST',
      path: `${base}/add`,
      permission: `${code}:add`,
      body: payeeSave,
      response: payee,
      summary: `Add a payee (${purpose})`,
      tags,
    }),
    update: defineEndpoint({
      method: 'POST',
      path: `${base}/update`,
      permission: `${code}:edit`,
      body: payeeUpdate,
      response: payee,
      summary: `Edit a payee (${purpose}); a change of account details needs the payment password`,
      tags,
    }),
    searchBanks: defineEndpoint({
      method: 'GET',
      path: `${base}/bank/search`,
      permission: code,
      query: bankSearchQuery,
      response: bankList,
      summary: 'Banks by name or SWIFT (at least 3 characters)',
      tags,
    }),
    /** multipart: the file part is not in the schema */
    uploadFile: defineEndpoint({
      method: 'POST',
      path: `${base}/file/upload`,
      permission: code,
      response: payeeAttachment,
      summary: 'Upload one payee file (multipart, jpg/jpeg/png)',
      tags,
    }),
    /** a file answer (no envelope) */
    downloadFile: defineEndpoint({
      method: 'GET',
      path: `${base}/file/download`,
      permission: code,
      query: z.object({ id: z.string() }),
      summary: 'A payee file (attachment)',
      tags,
    }),
  };
}

function deleteEndpoint(purpose: PayeePurpose, base: string, code: string) {
  return defineEndpoint({
    method: 'POST',
    path: `${base}/delete`,
    permission: `${code}:delete`,
    body: payeeIdBody,
    response: z.null(),
    summary: `Delete a payee (${purpose}); refused while transfers to it wait for approval or are scheduled`,
    tags,
  });
}

/** A surface's endpoints; `delete` only where the surface has a delete button. */
export type PayeeEndpoints = ReturnType<typeof surfaceEndpoints> & { delete?: ReturnType<typeof deleteEndpoint> };

/** The endpoints of each surface, by the payee purpose it works on. */
export const payeeEndpoints: Record<PayeePurpose, PayeeEndpoints> = {
  transfer: {
    ...surfaceEndpoints('transfer', '/transfer/contact', 'transfer:contact'),
    delete: deleteEndpoint('transfer', '/transfer/contact', 'transfer:contact'),
  },
  settlement: surfaceEndpoints('settlement', '/settlement/payee', 'settlement:payeeManage'),
};
