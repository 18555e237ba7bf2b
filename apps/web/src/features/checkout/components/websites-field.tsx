import { Form, Radio, Select } from 'antd';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import type { Website } from '@crossbill/contracts/checkout';
import { schemaRule } from '../../../lib/form-rules';

/**
 * Where a method or a brand applies: 'All websites', or the approved websites chosen (spec 5: never
 * both). The rules are the contracts' schema's, so the form refuses what the server would.
 */
export function WebsitesField({ schema, websites, loading }: { schema: ZodType; websites: Website[]; loading: boolean }) {
  const { t } = useTranslation(['checkout']);
  const all = Form.useWatch('allWebsites');
  return (
    <>
      <Form.Item name="allWebsites" label={t('field.websites')}>
        <Radio.Group
          options={[
            { value: true, label: t('websites.all') },
            { value: false, label: t('websites.chosen') },
          ]}
        />
      </Form.Item>
      {all === false && (
        <Form.Item
          name="appIds"
          label={t('field.chosenWebsites')}
          dependencies={['allWebsites']}
          rules={[schemaRule(schema, 'appIds', t('field.chosenWebsites'))]}
        >
          <Select
            mode="multiple"
            loading={loading}
            aria-label={t('field.chosenWebsites')}
            placeholder={t('websites.placeholder')}
            notFoundContent={t('websites.none')}
            optionFilterProp="label"
            options={websites.map((w) => ({ value: w.appId, label: `${w.name} (${w.appId})` }))}
          />
        </Form.Item>
      )}
    </>
  );
}

/** The websites as a list's cell or a view's value: 'All websites' or their names. */
export function WebsitesText({ allWebsites, websites }: { allWebsites: boolean; websites: Website[] }) {
  const { t } = useTranslation(['checkout']);
  return <>{allWebsites ? t('websites.all') : websites.map((w) => w.name).join(', ')}</>;
}

/** The form sends no websites with 'All websites' (the field is hidden, its value kept for a switch back). */
export const websitesOf = (v: { allWebsites: boolean; appIds?: string[] }) => ({ allWebsites: v.allWebsites, appIds: v.allWebsites ? [] : (v.appIds ?? []) });
