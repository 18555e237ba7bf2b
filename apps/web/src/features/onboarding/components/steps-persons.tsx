import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ID_TYPES, MAX_DIRECTORS, MAX_UBOS, ownersIssues, personsStep, POSITIONS, UBO_THRESHOLD, type Person } from '@crossbill/contracts/onboarding';
import { messageText } from '../../../lib/form-rules';
import { CountrySelect, Field } from './fields';
import { FileField } from './file-field';

const newKey = () => `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Business owners and related persons: 1-5 directors, 1-5 beneficial owners, owners of 25 % or more. */
export function PersonsStep() {
  const { t } = useTranslation('onboarding');
  const form = Form.useFormInstance();
  const persons = (Form.useWatch('persons', form) as Person[] | undefined) ?? [];
  const issues = ownersIssues(persons.filter(Boolean));
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('persons.rules', { directors: MAX_DIRECTORS, ubos: MAX_UBOS, share: UBO_THRESHOLD })} />
      <Form.List
        name="persons"
        rules={[
          {
            validator: async (_r, list: Person[] | undefined) => {
              const first = ownersIssues((list ?? []).filter(Boolean))[0];
              if (first) throw new Error(messageText({ path: first.path, message: first.message }));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => {
              const f = (sub: string, children: React.ReactNode) => (
                <Field step={personsStep} root={[]} sub={['persons', i, sub]} listName={[field.name, sub]} label={t(`field.${sub}`)}>
                  {children}
                </Field>
              );
              return (
                <Card
                  key={field.key}
                  size="small"
                  style={{ marginBottom: 16 }}
                  title={t('persons.person', { n: i + 1 })}
                  extra={
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {t('action.remove')}
                    </Button>
                  }
                  data-testid={`person-${i}`}
                >
                  <Form.Item name={[field.name, 'key']} hidden>
                    <Input />
                  </Form.Item>
                  {f('fullName', <Input />)}
                  {f(
                    'positions',
                    <Select
                      mode="multiple"
                      showSearch={{ optionFilterProp: 'label' }}
                      options={POSITIONS.map((p) => ({ value: p, label: t(`position.${p}`) }))}
                    />,
                  )}
                  {f('dateOfBirth', <Input type="date" />)}
                  <Field
                    step={personsStep}
                    root={[]}
                    sub={['persons', i, 'address', 'country']}
                    listName={[field.name, 'address', 'country']}
                    label={t('field.country')}
                  >
                    <CountrySelect />
                  </Field>
                  <PersonAddress index={i} name={field.name} />
                  {f('idCountry', <CountrySelect />)}
                  {f('idType', <Select showSearch={{ optionFilterProp: 'label' }} options={ID_TYPES.map((p) => ({ value: p, label: t(`idType.${p}`) }))} />)}
                  {f('idNumber', <Input />)}
                  {f('shareholding', <Input suffix="%" />)}
                  {f('idFront', <FileField category="identity" />)}
                  {f('idBack', <FileField category="identity" />)}
                  {f('proofOfAddress', <FileField max={2} />)}
                </Card>
              );
            })}
            <Button onClick={() => add({ key: newKey(), positions: [], idBack: [], shareholding: '' })} block style={{ marginBottom: 8 }}>
              {t('persons.add')}
            </Button>
            {issues.length > 0 && fields.length > 0 && <Form.ErrorList errors={errors} />}
          </>
        )}
      </Form.List>
    </>
  );
}

/** City, street and postcode of a person (the country sits above). */
function PersonAddress({ index, name }: { index: number; name: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      {(['city', 'line1', 'postcode'] as const).map((k) => (
        <Field key={k} step={personsStep} root={[]} sub={['persons', index, 'address', k]} listName={[name, 'address', k]} label={t(`field.${k}`)}>
          <Input />
        </Field>
      ))}
    </>
  );
}
