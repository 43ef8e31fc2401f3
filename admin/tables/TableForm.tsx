import {
  Create,
  Edit,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { TABLE_LIMITS } from '../../shared/api/tables';

/** What a table is: its restaurant, its name ("Table 4", "Window") and how many it seats. */
function TableFields() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.tables.${key}`);
  return (
    <>
      <ReferenceInput
        source="restaurantId"
        reference="restaurants"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput optionText="name" label={t('restaurant')} validate={required()} />
      </ReferenceInput>
      <TextInput source="name" label={t('name')} validate={required()} helperText={t('nameHelp')} />
      <NumberInput
        source="seats"
        label={t('seats')}
        min={1}
        max={TABLE_LIMITS.maxSeats}
        step={1}
        validate={[required(), minValue(1), maxValue(TABLE_LIMITS.maxSeats)]}
      />
    </>
  );
}

const ONLY_FIELDS = (d: { restaurantId: number; name: string; seats: number }) => ({
  restaurantId: d.restaurantId,
  name: d.name,
  seats: d.seats,
});

export function TableCreate() {
  const translate = useTranslate();
  return (
    <Create title={translate('gaon.tables.add')} redirect="list" transform={ONLY_FIELDS}>
      <SimpleForm defaultValues={{ seats: 4 }}>
        <TableFields />
      </SimpleForm>
    </Create>
  );
}

export function TableEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate('gaon.tables.edit')} redirect="list" mutationMode="pessimistic" transform={ONLY_FIELDS}>
      <SimpleForm>
        <TableFields />
      </SimpleForm>
    </Edit>
  );
}
