import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { inLanguage } from '../test/utils';
import { requiredRule } from './form-rules';

/** A required date, number or text: filled, it passes whatever its type; empty, the message names the field. */
describe('requiredRule', () => {
  async function check(value: unknown, o: { whitespace?: boolean } = {}) {
    let form: FormInstance | null = null;
    function Probe() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f} initialValues={{ field: value }}>
          <Form.Item name="field" rules={[requiredRule('Payment date', o)]}>
            <span />
          </Form.Item>
        </Form>
      );
    }
    render(<Probe />);
    let errors: string[] = [];
    await act(async () => {
      await form!.validateFields().catch((e: { errorFields: Array<{ errors: string[] }> }) => (errors = e.errorFields[0]!.errors));
    });
    return errors;
  }

  it('takes a date, a number or text when filled', async () => {
    await inLanguage('en');
    expect(await check(dayjs('2026-11-29'))).toEqual([]);
    expect(await check(7)).toEqual([]);
    expect(await check('text', { whitespace: true })).toEqual([]);
  });

  it('names the field when empty, in both languages; only spaces count as empty where asked', async () => {
    await inLanguage('en');
    expect(await check(undefined)).toEqual(['Payment date is required.']);
    expect(await check('  ', { whitespace: true })).toEqual(['Payment date is required.']);
    await inLanguage('zh-cn');
    expect(await check(undefined)).toEqual(['Payment date为必填项。']);
  });
});
