import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The question a form with unsaved changes asks when the operator leaves it (useLeaveGuard holds the
 * navigation): leave without saving, or save and then leave (stays when saving fails).
 */
export function UnsavedChangesModal(p: {
  blocker: { blocked: boolean; proceed: () => void; reset: () => void };
  /** saves the form; true when it was saved */
  onSave: () => Promise<boolean>;
  saving: boolean;
  texts: { title: string; leave: string; save: string };
}) {
  const { t } = useTranslation('messages');
  return (
    <Modal
      open={p.blocker.blocked}
      title={p.texts.title}
      onCancel={() => p.blocker.reset()}
      footer={[
        <Button key="leave" onClick={() => p.blocker.proceed()}>
          {p.texts.leave}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={p.saving}
          onClick={() =>
            void p.onSave().then((ok) => {
              if (ok) p.blocker.proceed();
              else p.blocker.reset();
            })
          }
        >
          {p.texts.save}
        </Button>,
      ]}
    >
      {t('unsavedChanges')}
    </Modal>
  );
}
