import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  BooleanInput,
  CreateBase,
  EditBase,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  maxValue,
  minValue,
  required,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Printer } from '../../shared/api/printers';
import type { VendorRestaurant } from '../providers/types';

/** Only the network printer has an address; a browser-driven one is found by the phone itself. */
function NetworkFields() {
  const translate = useTranslate();
  return (
    <FormDataConsumer<{ connection?: string }>>
      {({ formData }) =>
        formData.connection === 'browser' ? null : (
          <>
            <TextInput
              source="host"
              label="resources.printers.fields.host"
              helperText="resources.printers.hostHint"
              validate={required()}
              slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'off', spellCheck: false } }}
            />
            <NumberInput
              source="port"
              label="resources.printers.fields.port"
              helperText={translate('resources.printers.portHint')}
              validate={[required(), minValue(1), maxValue(65535)]}
            />
          </>
        )
      }
    </FormDataConsumer>
  );
}

function Fields({ restaurants }: { restaurants?: VendorRestaurant[] }) {
  return (
    <>
      {restaurants && restaurants.length > 1 && (
        <SelectInput
          source="restaurantId"
          label="resources.printers.fields.restaurant"
          choices={restaurants.map((r) => ({ id: r.id, name: r.name }))}
          validate={required()}
        />
      )}
      <TextInput source="name" label="resources.printers.fields.name" validate={required()} />
      <RadioButtonGroupInput
        source="connection"
        label="resources.printers.fields.connection"
        choices={[
          { id: 'network', name: 'resources.printers.connection.network' },
          { id: 'browser', name: 'resources.printers.connection.browser' },
        ]}
        row={false}
      />
      <NetworkFields />
      <RadioButtonGroupInput
        source="paperWidth"
        label="resources.printers.fields.paperWidth"
        choices={[
          { id: 58, name: 'resources.printers.paper.58' },
          { id: 80, name: 'resources.printers.paper.80' },
        ]}
      />
      <NumberInput
        source="copies"
        label="resources.printers.fields.copies"
        validate={[required(), minValue(1), maxValue(5)]}
      />
      <BooleanInput source="printsKot" label="resources.printers.fields.printsKot" />
      <BooleanInput source="printsBill" label="resources.printers.fields.printsBill" />
    </>
  );
}

const SaveOnly = () => (
  <Toolbar>
    <SaveButton alwaysEnable={false} sx={{ minHeight: 48 }} />
  </Toolbar>
);

/**
 * Adding or changing a printer, in a dialog over the Printers screen. react-admin's CreateBase /
 * EditBase save through the data provider; a refusal's per-field reasons from the server land
 * under their fields.
 */
export function PrinterForm({
  printer,
  restaurants,
  onClose,
}: {
  printer: Printer | 'new';
  restaurants?: VendorRestaurant[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    onClose();
  };
  const title = translate(printer === 'new' ? 'resources.printers.add' : 'resources.printers.edit');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="printer-form-title">
      <DialogTitle id="printer-form-title">{title}</DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        {printer === 'new' ? (
          <CreateBase
            resource="printers"
            redirect={false}
            mutationOptions={{ onSuccess: done('resources.printers.added') }}
          >
            <SimpleForm
              toolbar={<SaveOnly />}
              defaultValues={{
                connection: 'network',
                port: 9100,
                paperWidth: 80,
                copies: 1,
                printsKot: true,
                printsBill: false,
                restaurantId: restaurants?.[0]?.id,
              }}
            >
              <Fields restaurants={restaurants} />
            </SimpleForm>
          </CreateBase>
        ) : (
          <EditBase
            resource="printers"
            id={printer.id}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={{ onSuccess: done('resources.printers.saved') }}
          >
            <SimpleForm toolbar={<SaveOnly />}>
              <Fields />
            </SimpleForm>
          </EditBase>
        )}
      </DialogContent>
    </Dialog>
  );
}
