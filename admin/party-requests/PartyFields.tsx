import { DateInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { digitsOf, isMobileNumber } from '../../shared/contact';
import { PARTY_LIMITS } from '../../shared/party';
import { filled } from '../common';

const needsName = filled('gaon.party.errors.name');
const needsDate = filled('gaon.party.errors.date');
/** The checkout's phone rule: 10 digits (spaces, +91, Devanagari digits are fine), a mobile number. */
const mobilePhone = (value: unknown): string | undefined => {
  const digits = digitsOf(String(value ?? '')).replace(/^(91|0)(?=\d{10}$)/, '');
  return digits.length === 10 && isMobileNumber(digits) ? undefined : 'gaon.party.errors.phone';
};
const guestsInRange = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= PARTY_LIMITS.maxGuests
    ? undefined
    : { message: 'gaon.party.errors.guests', args: { max: PARTY_LIMITS.maxGuests } };
};
const blankToNull = (value: string | null) => (value === '' || value === undefined ? null : value);

/** What a party request says: who, when, how many, where, what they want (the site's form, for the owner). */
export function PartyRequestFields({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        width: '100%',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <TextInput
        source="phone"
        type="tel"
        validate={mobilePhone}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
      />
      <TextInput source="name" validate={needsName} />
      <DateInput source="date" validate={needsDate} />
      <TextInput source="time" type="time" parse={blankToNull} slotProps={{ inputLabel: { shrink: true } }} />
      <NumberInput source="guests" min={1} max={PARTY_LIMITS.maxGuests} step={10} validate={guestsInRange} />
      <ReferenceInput source="villageId" reference="villages" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput
          optionText="name"
          emptyText="—"
          label="resources.party-requests.fields.villageId"
          parse={(v: string | number) => (v === '' ? null : Number(v))}
        />
      </ReferenceInput>
      <TextInput source="address" multiline parse={blankToNull} sx={{ gridColumn: { sm: '1 / -1' } }} />
      <TextInput source="notes" multiline minRows={2} parse={blankToNull} sx={{ gridColumn: { sm: '1 / -1' } }} />
    </Box>
  );
}
