import { useState } from 'react';
import { Button, Checkbox, Empty, Form, Input, Radio, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SavedView } from '@crossbill/contracts/saved-view';
import { SAVED_VIEW_NAME_MAX, type SavedViewVisibility } from '@crossbill/contracts/saved-view-limits';
import { showServerErrors } from '../../lib/form-errors';
import { requiredRule } from '../../lib/form-rules';
import { translate } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { SavedViewActions } from './saved-view-actions';
import type { SavedViewsProps } from './saved-views';
import { useCreateSavedView, useUpdateSavedView } from './use-saved-views';
import { useSaveListColumns } from './use-list-columns';
import { patchToView, viewFiltersOf } from './view-state';

interface Values {
  name: string;
  visibility: SavedViewVisibility;
  replace?: boolean;
}

/** The form saving what the list shows as a view, or changing one of the operator's own. */
function ViewForm(p: SavedViewsProps & { editing?: SavedView; chose: (id: number) => void; done: () => void }) {
  const { t } = useTranslation('list');
  const [form] = Form.useForm<Values>();
  const create = useCreateSavedView();
  const change = useUpdateSavedView();
  const nameLabel = t('views.name');
  const submit = (v: Values) => {
    const shown = { filters: viewFiltersOf(p.params), columns: p.columns };
    const onError = (e: unknown) => void showServerErrors(form, e);
    const onSuccess = (saved: SavedView) => {
      p.chose(saved.id);
      toast.success(t('views.saved'));
      p.done();
    };
    if (!p.editing) create.mutate({ listId: p.listId, name: v.name, visibility: v.visibility, ...shown }, { onSuccess, onError });
    else {
      const kept = v.replace ? shown : { filters: p.editing.filters, columns: p.editing.columns };
      change.mutate({ id: p.editing.id, listId: p.listId, name: v.name, visibility: v.visibility, ...kept }, { onSuccess, onError });
    }
  };
  return (
    <Form<Values>
      form={form}
      name="saved-view"
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: p.editing?.name ?? '', visibility: p.editing?.visibility ?? 'private', replace: false }}
      onFinish={submit}
    >
      <Form.Item
        name="name"
        label={nameLabel}
        rules={[
          requiredRule(nameLabel, { whitespace: true }),
          { max: SAVED_VIEW_NAME_MAX, message: translate('messages:validation.maxLength', { max: SAVED_VIEW_NAME_MAX }) },
        ]}
      >
        <Input maxLength={SAVED_VIEW_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="visibility" label={t('views.visibility')}>
        <Radio.Group
          options={[
            { value: 'private', label: t('views.private') },
            { value: 'shared', label: t('views.shared') },
          ]}
        />
      </Form.Item>
      {p.editing ? (
        <Form.Item name="replace" valuePropName="checked">
          <Checkbox>{t('views.replace')}</Checkbox>
        </Form.Item>
      ) : null}
      <Space>
        <Button type="primary" size="small" htmlType="submit" loading={create.isPending || change.isPending}>
          {t('views.save')}
        </Button>
        <Button size="small" onClick={p.done}>
          {t('views.cancel')}
        </Button>
      </Space>
    </Form>
  );
}

/** Whose shared view it is: the operator's own, a teammate's, or a former member's (left the merchant). */
function ownerTag(v: SavedView, t: (key: string, o?: Record<string, string>) => string) {
  if (v.mine) return t('views.sharedTag');
  return v.ownerLeft ? t('views.byFormer', { name: v.ownerName }) : t('views.by', { name: v.ownerName });
}

/**
 * The Views panel: the list's views by name (the operator's own with rename and delete, the team's
 * shared ones with their owner's name, a former member's marked so), applying one on a click; and
 * "save as" of what the list shows. Applying puts the view's parameters in the URL (the list
 * follows) and makes its columns the operator's columns of the list.
 */
export function SavedViewPanel(p: SavedViewsProps & { views?: SavedView[]; loading: boolean; chose: (id: number) => void; close: () => void }) {
  const { t } = useTranslation('list');
  const [mode, setMode] = useState<{ kind: 'list' } | { kind: 'save' } | { kind: 'edit'; view: SavedView }>({ kind: 'list' });
  const saveColumns = useSaveListColumns();

  if (mode.kind !== 'list') return <ViewForm {...p} editing={mode.kind === 'edit' ? mode.view : undefined} done={() => setMode({ kind: 'list' })} />;

  const apply = (v: SavedView) => {
    p.chose(v.id);
    p.update(patchToView(p.params, v.filters));
    if (v.columns.join() !== p.columns.join()) saveColumns.mutate({ id: p.listId, columns: v.columns });
    p.close();
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{t('views.title')}</Typography.Text>
      {p.loading ? (
        <Spin size="small" />
      ) : !p.views?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('views.none')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4, maxHeight: 280, overflowY: 'auto' }}>
          {p.views.map((v) => (
            <li key={v.id} style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
              <Button type="link" size="small" onClick={() => apply(v)} style={{ paddingInline: 0, minWidth: 0, flex: '0 1 auto' }}>
                <Typography.Text ellipsis style={{ color: 'inherit', maxWidth: 150 }}>
                  {v.name}
                </Typography.Text>
              </Button>
              {v.visibility === 'shared' ? (
                <Tag
                  color={v.ownerLeft ? 'warning' : undefined}
                  title={ownerTag(v, t)}
                  style={{ marginInlineEnd: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {ownerTag(v, t)}
                </Tag>
              ) : null}
              <SavedViewActions view={v} edit={() => setMode({ kind: 'edit', view: v })} />
            </li>
          ))}
        </ul>
      )}
      <Button type="primary" size="small" onClick={() => setMode({ kind: 'save' })}>
        {t('views.saveAs')}
      </Button>
    </Space>
  );
}
