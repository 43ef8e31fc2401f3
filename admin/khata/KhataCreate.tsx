import { Create, NumberInput, SimpleForm, TextInput, required, useTranslate } from 'react-admin';

const PHONE = /^[6-9]\d{9}$/;

/** Opening a khata: the phone, its name (the last order's when left empty) and the limit. */
export function KhataCreate() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.khata.${key}`);
  return (
    <Create title={t('open')} redirect="list">
      <SimpleForm>
        <TextInput
          source="phone"
          label={t('phone')}
          validate={[
            required(),
            (v: string) => (PHONE.test(v ?? '') ? undefined : 'gaon.trust.blocklist.errors.mobile'),
          ]}
        />
        <TextInput source="name" label={t('name')} helperText={t('nameHelp')} />
        <NumberInput source="limit" label={t('limit')} min={0} step={1} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
