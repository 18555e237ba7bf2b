import { useEffect, useRef, useState } from 'react';
import { Button, Card, Form, Modal, Result, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canAct, isEditable, type EnrolmentKind } from '@crossbill/contracts/enrolment-states';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useEnrolment } from '../api/get-enrolment';
import { useSaveEnrolment } from '../api/save-enrolment';
import { EnrolmentForm, formFieldOf, initialValues, type EnrolmentValues } from '../components/enrolment-form';
import { StatusTag } from '../components/status-tag';

interface Props {
  kind: EnrolmentKind;
  /** null: a new enrolment */
  enrolmentId: string | null;
  /** after saving: the enrolment's view */
  onDone: (enrolmentId: string) => void;
  onBack: () => void;
}

/**
 * risk/alert-enrolment/edit and risk/rdr-enrolment/edit (?id= for an existing one): Save keeps it
 * (initiated while new), Submit also sends it for enrolment; leaving with unsaved changes asks first.
 */
export function EnrolmentEditPage({ kind, enrolmentId, onDone, onBack }: Props) {
  const { t } = useTranslation(['enrolment', 'messages']);
  const existing = useEnrolment(kind, enrolmentId);
  const save = useSaveEnrolment(kind);
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const blocker = useLeaveGuard(dirty && savedId === null);
  const moved = useRef(false);

  // after the guard let go: on to the view, once
  useEffect(() => {
    if (!savedId || moved.current) return;
    moved.current = true;
    onDone(savedId);
  }, [savedId, onDone]);

  const send = async (submit: boolean): Promise<boolean> => {
    try {
      await form.validateFields();
    } catch {
      return false;
    }
    const values = form.getFieldsValue(true) as EnrolmentValues;
    try {
      const r = await save.mutateAsync({ ...values, ...(enrolmentId ? { enrolmentId } : {}), submit } as never);
      toast.success(t(submit ? 'form.submitted' : 'form.saved'));
      setSavedId(r.enrolmentId);
      return true;
    } catch (e) {
      if (isApiError(e)) {
        const fields = fieldErrorsOf(e.data).map((f) => ({ name: formFieldOf(f.name.join('.')), errors: f.errors }));
        if (fields.length > 0) form.setFields(fields as never);
      }
      return false;
    }
  };

  const title = t(enrolmentId ? 'form.editTitle' : `form.newTitle.${kind}`, { id: enrolmentId });
  const status = existing.data?.status;
  const canSubmit = status === undefined || canAct(status, 'submit');
  let body: React.ReactNode;
  if (enrolmentId && existing.isPending) body = <Spin />;
  else if (enrolmentId && !existing.data) body = <Result status="404" title={t('form.notFound')} />;
  else if (status && !isEditable(status))
    body = (
      <Result
        status="info"
        title={t('form.notEditable', { status: t(`status.${status}`) })}
        extra={
          <Button type="primary" onClick={() => onDone(enrolmentId!)}>
            {t('form.toView')}
          </Button>
        }
      />
    );
  else
    body = (
      <Card
        title={status ? <StatusTag status={status} /> : null}
        actions={[
          <Space key="buttons" wrap style={{ justifyContent: 'flex-end', width: '100%', paddingInline: 16 }}>
            <Button onClick={onBack}>{t('form.cancel')}</Button>
            <Button type={canSubmit ? 'default' : 'primary'} loading={save.isPending} onClick={() => void send(false)}>
              {t('form.save')}
            </Button>
            {canSubmit ? (
              <Button type="primary" loading={save.isPending} onClick={() => void send(true)}>
                {t('form.submit')}
              </Button>
            ) : null}
          </Space>,
        ]}
      >
        <EnrolmentForm kind={kind} form={form} initial={initialValues(kind, existing.data)} onChange={() => setDirty(true)} />
      </Card>
    );

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Space align="center" wrap>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('form.back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
      </Space>
      {body}
      <Modal
        open={blocker.blocked}
        title={t('unsaved.title')}
        onCancel={blocker.reset}
        footer={[
          <Button key="leave" onClick={blocker.proceed}>
            {t('unsaved.leave')}
          </Button>,
          <Button
            key="save"
            type="primary"
            loading={save.isPending}
            onClick={() => {
              // saved from the prompt: on to where the operator was going, not to the view
              moved.current = true;
              void send(false).then((ok) => {
                if (ok) blocker.proceed();
                else {
                  moved.current = false;
                  blocker.reset();
                }
              });
            }}
          >
            {t('unsaved.save')}
          </Button>,
        ]}
      >
        {t('messages:unsavedChanges')}
      </Modal>
    </div>
  );
}
