import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_REASON_MAX, rejectReasonSchema, type Decision } from '@crossbill/contracts/transfer-approval';
import { messageText } from '../../../lib/form-rules';

export interface DecisionDialogProps {
  open: boolean;
  decision: Decision;
  submitting?: boolean;
  /** the server's answer to show under the reason (a refused decision) */
  error?: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Approve or reject: a rejection needs a reason of 1-200 characters (spec 5), an approval may carry
 * a comment. Plain props: the page that owns the decision calls the API.
 */
export function DecisionDialog({ open, decision, submitting, error, onSubmit, onCancel }: DecisionDialogProps) {
  const { t } = useTranslation('transfer-approval');
  const [form] = Form.useForm<{ reason: string }>();
  const reject = decision === 'reject';
  return (
    <Modal
      open={open}
      destroyOnHidden
      title={reject ? t('decision.rejectTitle') : t('decision.approveTitle')}
      okText={reject ? t('decision.reject') : t('decision.approve')}
      okButtonProps={{ danger: reject }}
      cancelText={t('decision.cancel')}
      confirmLoading={submitting}
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => onSubmit((v.reason ?? '').trim())}>
        <Form.Item
          name="reason"
          label={reject ? t('decision.reason') : t('decision.reasonOptional')}
          required={reject}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (!reject && !value) return;
                const r = rejectReasonSchema.safeParse(value ?? '');
                if (!r.success) throw new Error(messageText(r.error.issues[0]!, t('decision.reason')));
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={APPROVAL_REASON_MAX} showCount placeholder={t('decision.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
