import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { toast } from '../../../lib/toast';
import { useAnswerInquiry } from '../api/get-case';

/** The answer to an open inquiry (once, before its due date), behind the rebuttal code the server asks for. */
export function InquiryAnswer({ inquiryId }: { inquiryId: string }) {
  const { t } = useTranslation('dispute');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ response: string }>();
  const answer = useAnswerInquiry();
  const send = async () => {
    const { response } = await form.validateFields();
    await answer.mutateAsync({ inquiryId, response });
    toast.success(t('case.inquiry.answered'));
    setOpen(false);
  };
  return (
    <Access code="transaction:refuse:appeal">
      <Button size="small" type="primary" onClick={() => setOpen(true)}>
        {t('case.inquiry.answer')}
      </Button>
      <Modal
        open={open}
        title={t('case.inquiry.answerTitle', { id: inquiryId })}
        okText={t('case.inquiry.send')}
        cancelText={t('cancel')}
        confirmLoading={answer.isPending}
        onOk={() => void send().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="response"
            label={t('case.inquiry.response')}
            extra={t('case.inquiry.once')}
            rules={[{ required: true, whitespace: true, message: t('case.inquiry.required') }]}
          >
            <Input.TextArea rows={5} maxLength={4000} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Access>
  );
}
