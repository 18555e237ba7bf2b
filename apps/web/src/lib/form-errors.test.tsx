import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { placeFieldErrors } from './form-errors';
import { bindToast } from './toast';

/** A refusal naming a field the form lacks is still told (it once left a save failing with nothing on screen). */
describe('placeFieldErrors', () => {
  function mount() {
    let form: FormInstance | null = null;
    function Probe() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f}>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
          <Form.List name="owners" initialValue={[{ email: '' }]}>
            {(fields) =>
              fields.map((x) => (
                <Form.Item key={x.key} name={[x.name, 'email']} label="E-mail">
                  <Input />
                </Form.Item>
              ))
            }
          </Form.List>
        </Form>
      );
    }
    render(<Probe />);
    return form!;
  }
  const answer = (...pairs: Array<[string, string]>) => ({ fieldErrors: pairs.map(([field, message]) => ({ field, message })) });

  it("puts errors on the form's fields, a list item's too, and tells the rest in a toast", async () => {
    const open = vi.fn();
    const unbind = bindToast({ open } as unknown as MessageInstance);
    const form = mount();
    let had = false;
    act(() => {
      had = placeFieldErrors(
        form,
        answer(['payee.name', 'Name is too long.'], ['payee.owners.0.email', 'E-mail is invalid.'], ['payee.category', 'Category is required.']),
        { prefix: 'payee' },
      );
    });
    unbind();
    expect(had).toBe(true);
    expect(form.getFieldError('name')).toEqual(['Name is too long.']);
    expect(form.getFieldError(['owners', 0, 'email'])).toEqual(['E-mail is invalid.']);
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', content: 'Category is required.' }));
  });

  it('answers false for an answer without field errors, and changes nothing', () => {
    const open = vi.fn();
    const unbind = bindToast({ open } as unknown as MessageInstance);
    const form = mount();
    expect(placeFieldErrors(form, null)).toBe(false);
    unbind();
    expect(form.getFieldError('name')).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });
});
