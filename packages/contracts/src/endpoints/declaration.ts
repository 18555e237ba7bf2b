import { defineEndpoint, type PathFamilyName } from '../endpoint.ts';
import { downloadTask } from '../shell.ts';
import {
  declarationAddBody,
  declarationBatch,
  declarationDetail,
  declarationFilters,
  declarationIdQuery,
  declarationItem,
  declarationListQuery,
  declarationPage,
  declarationProfile,
  declarationResubmitBody,
} from '../declaration.ts';
import { importFileEndpoints } from './import-file.ts';

/**
 * Customs payment declarations (spec 2 Settlement: declaration; contracts declaration.ts): the list,
 * one declaration with its history, filing one, correcting and re-submitting one, the merchant's
 * remembered customs registration, the export and the xlsx batch.
 */
const tags = ['declaration'];
const CODE = 'settlement:declaration';
const families: readonly PathFamilyName[] = ['/blocMer'];

export const listDeclarations = defineEndpoint({
  method: 'GET',
  path: '/declaration/list',
  permission: CODE,
  families,
  query: declarationListQuery,
  response: declarationPage,
  summary: 'Customs declarations, newest first, filtered by status, customs office, transaction, order and date',
  tags,
});

export const getDeclaration = defineEndpoint({
  method: 'GET',
  path: '/declaration/detail',
  permission: CODE,
  families,
  query: declarationIdQuery,
  response: declarationDetail,
  summary: 'One customs declaration with its history',
  tags,
});

export const getDeclarationProfile = defineEndpoint({
  method: 'GET',
  path: '/declaration/profile',
  permission: `${CODE}:add`,
  response: declarationProfile,
  summary: "The merchant's customs registration of its last declaration, to prefill the form",
  tags,
});

export const addDeclaration = defineEndpoint({
  method: 'POST',
  path: '/declaration/add',
  permission: `${CODE}:add`,
  body: declarationAddBody,
  response: declarationItem,
  summary: 'Declare a succeeded payment (or one sub-order of it) to a customs office',
  tags,
});

export const resubmitDeclaration = defineEndpoint({
  method: 'POST',
  path: '/declaration/resubmit',
  permission: `${CODE}:add`,
  body: declarationResubmitBody,
  response: declarationItem,
  summary: 'Correct a rejected or unsent declaration and submit it',
  tags,
});

export const exportDeclarations = defineEndpoint({
  method: 'POST',
  path: '/declaration/export',
  permission: `${CODE}:export`,
  families,
  body: declarationFilters,
  response: downloadTask,
  summary: 'Export the filtered declarations to the download center (xlsx, built in the background)',
  tags,
});

export const {
  template: declarationTemplate,
  upload: uploadDeclarationBatch,
  detail: getDeclarationBatch,
  report: declarationBatchReport,
} = importFileEndpoints({
  permission: `${CODE}:batch`,
  response: declarationBatch,
  tags,
  template: { path: '/declaration/batch/template', summary: 'The declaration template (xlsx: one row per payment or sub-order)' },
  upload: { path: '/declaration/batch/upload', summary: 'Upload declarations (xlsx up to 5M); filed and submitted when every row is valid' },
  detail: { path: '/declaration/batch/detail', summary: 'One declaration file: parse state, progress and errors' },
  report: { path: '/declaration/batch/report', summary: "A declaration file's row-by-row error report (xlsx)" },
});
