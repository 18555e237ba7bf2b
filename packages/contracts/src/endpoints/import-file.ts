import { z } from 'zod';
import { defineEndpoint, type EndpointPermission, type PathFamilyName } from '../endpoint.ts';
import { serialIdParam } from '../validation.ts';

/** The imported file a detail or report call is about. */
export const importIdQuery = z.object({ id: serialIdParam });

interface Call {
  path: string;
  summary: string;
}

/**
 * The four calls of an xlsx import (spec 4 parsing of uploads), alike for batch refunds, tracking
 * numbers and blacklist items: the template, the upload (multipart field `file`, not in the
 * schema), the file's parse state, its row-by-row error report. Each path is still written out in
 * full by the caller. The template and the report answer a file (no response schema); a group or
 * proxy merchant reads the state and the report of its members' files through its family. An
 * import into one object (a blacklist) names it in the template's and the upload's query (`target`).
 */
export function importFileEndpoints<R extends z.ZodType, T extends z.ZodType | undefined = undefined>(o: {
  permission: EndpointPermission;
  /** schema of the file's state, answered by the upload and the detail */
  response: R;
  /** query of the template and the upload: the object the file goes into */
  target?: T;
  tags: readonly string[];
  template: Call;
  upload: Call;
  detail: Call;
  report: Call;
}) {
  const { permission, response, tags } = o;
  const families: readonly PathFamilyName[] = ['/blocMer', '/proxyMer'];
  return {
    template: defineEndpoint({ method: 'GET', ...o.template, permission, query: o.target as T, tags }),
    upload: defineEndpoint({ method: 'POST', ...o.upload, permission, query: o.target as T, response, tags }),
    detail: defineEndpoint({ method: 'GET', ...o.detail, permission, families, query: importIdQuery, response, tags }),
    report: defineEndpoint({ method: 'GET', ...o.report, permission, families, query: importIdQuery, tags }),
  };
}
