import { z } from 'zod';
import { paging } from './validation.ts';

/** Every /api response body: `{ respCode, respMsg, data }` (DESIGN.md section 3). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ respCode: z.string(), respMsg: z.string(), data });

export interface Envelope<T> {
  respCode: string;
  respMsg: string;
  data: T;
}

export interface FieldError {
  /** dotted path of the field, e.g. `password` or `owners.0.name` */
  field: string;
  message: string;
}

/** `data` of a validation failure (code 11000). */
export interface ValidationErrorData {
  fieldErrors: FieldError[];
}

/** List paging: page is 1-based (DESIGN.md section 3). */
export const pageQuery = z.object({
  ...paging({ maxSize: 500, defaultSize: 10 }),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export interface Page<T> {
  content: T[];
  total: number;
  page: number;
  size: number;
}
