import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition.ts';

describe('download file names', () => {
  it('carries a Chinese name exactly in filename*, with a plain fallback', () => {
    expect(attachment('登录记录-20260101-120000.xlsx')).toBe(
      `attachment; filename="????-20260101-120000.xlsx"; filename*=UTF-8''%E7%99%BB%E5%BD%95%E8%AE%B0%E5%BD%95-20260101-120000.xlsx`,
    );
  });

  it('quotes an ASCII name, escaping what would end it', () => {
    expect(attachment('statement.png')).toBe('attachment; filename="statement.png"');
    expect(attachment(`a"b'(c).xlsx`)).toBe(`attachment; filename="a\\"b'(c).xlsx"`);
  });
});
