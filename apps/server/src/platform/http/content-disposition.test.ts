import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { t } from '../i18n.ts';

const s = useTestServer();

describe('a download with a Chinese file name', () => {
  it('names the file exactly in filename*=UTF-8 (the refund batch template, in Chinese)', async () => {
    const op = await newOperator(s, { language: 'zh-cn' });
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/refund/batch/template',
      headers: { 'ow-source': 'merchant', 'ow-version': '1.9.12-2', cookie: op.cookie },
    });
    expect(res.statusCode).toBe(200);
    const name = `${t('zh-cn', 'refund.batch.templateName')}.xlsx`;
    expect(name).toMatch(/[\u4e00-\u9fff]/);
    const header = res.headers['content-disposition'] as string;
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)![1]!)).toBe(name);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; /);
  });
});
