import { Alert, DialogContent, Typography } from '@mui/material';
import {
  ArrayInput,
  DateInput,
  EditBase,
  minValue,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useCanAccess,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DialogFrame, FormDirty, FormToolbar, useDiscardGuard, FORM_STRETCH } from '../common';
import { errorMessage } from '../providers/httpClient';

/**
 * The limits for big days (GET/PUT /api/admin/party-capacity, one record): the most guests
 * cooked for in one day across party requests, and the days that take none. Managers see them;
 * only the owner saves.
 */
export function PartyCapacityDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`gaon.party.${key}`);
  const { close, setDirty, guard } = useDiscardGuard(onClose);
  const { canAccess: mayEdit } = useCanAccess({ action: 'edit', resource: 'party-capacity' });
  return (
    <DialogFrame open title={t('bigDaysTitle')} onClose={close}>
      <DialogContent sx={{ pb: 0 }}>
        <Typography sx={{ mb: 1 }}>{t('bigDaysIntro')}</Typography>
        {mayEdit === false && <Alert severity="info">{t('ownerOnly')}</Alert>}
      </DialogContent>
      <EditBase
        resource="party-capacity"
        id={1}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify(t('capacitySaved'), { type: 'success' });
            onClose();
          },
          onError: (error) => notify(errorMessage(error, t('failedSave')), { type: 'error' }),
        }}
      >
        <SimpleForm
          noValidate
          toolbar={mayEdit ? <FormToolbar saveLabel="gaon.party.save" onCancel={close} /> : false}
          disabled={mayEdit === false}
          sx={FORM_STRETCH}
        >
          <FormDirty onChange={setDirty} />
          <NumberInput
            source="guestsPerDay"
            helperText={t('guestsPerDayHelp')}
            step={10}
            validate={minValue(1)}
            parse={(value: string | number | null) => (value === '' || value === null ? null : Number(value))}
          />
          <ArrayInput source="blockedDates">
            <SimpleFormIterator inline disableReordering getItemLabel={() => ''}>
              <DateInput source="date" label="resources.party-capacity.fields.date" />
              <TextInput source="note" label={t('blockedDateNote')} sx={{ minWidth: 220 }} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleForm>
      </EditBase>
      {guard}
    </DialogFrame>
  );
}
