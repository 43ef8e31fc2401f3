import { Alert, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  maxValue,
  minValue,
  NumberInput,
  number,
  RadioButtonGroupInput,
  required,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { STRIKE_OUTCOMES } from '../../shared/statuses';
import { CASH_LIMIT_MAX, STRIKE_LIMIT_MAX } from '../../shared/trust';
import { Screen } from '../common';
import { formatIndianDateTime } from '../orders/format';
import type { Settings } from '../../shared/api/settings';

function LastChange() {
  const translate = useTranslate();
  const record = useRecordContext<Settings>();
  if (!record?.updatedAt) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('gaon.trust.settings.updated', {
        at: formatIndianDateTime(record.updatedAt),
        by: record.updatedByName ?? '',
      })}
    </Typography>
  );
}

/**
 * The owner's limits against prank cash orders (GET/PUT /api/admin/settings, one record): whether
 * a number's first cash order is held, the cash limit, the strikes that restrict a number and
 * what it may do then. Managers see them; only the owner (super admin, admin) saves.
 */
export function SettingsPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.trust.settings.${key}`);
  const notify = useNotify();
  // The inputs carry no min/max attributes: the browser's own check would block the form silently, before the messages below.
  const { canAccess: mayEdit } = useCanAccess({ action: 'edit', resource: 'settings' });
  return (
    <Screen title={t('title')}>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('intro')}</Typography>
      {mayEdit === false && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('ownerOnly')}
        </Alert>
      )}
      <Edit
        resource="settings"
        id={1}
        title={false}
        redirect={false}
        mutationMode="pessimistic"
        actions={false}
        mutationOptions={{ onSuccess: () => notify(t('saved'), { type: 'success' }) }}
        sx={{ maxWidth: 720 }}
      >
        <SimpleForm toolbar={<Toolbar>{mayEdit ? <SaveButton /> : <span />}</Toolbar>} disabled={mayEdit === false}>
          <BooleanInput source="holdFirstOrder" label={t('holdFirstOrder')} />
          <NumberInput
            source="cashLimit"
            label={t('cashLimit')}
            helperText={t('cashLimitHelp')}
            step={50}
            validate={[number(), minValue(1, t('cashLimitMin')), maxValue(CASH_LIMIT_MAX)]}
            parse={(value: string | number | null) => (value === '' || value === null ? null : Number(value))}
          />
          <NumberInput
            source="strikeLimit"
            label={t('strikeLimit')}
            step={1}
            validate={[
              required(),
              number(),
              minValue(1, t('strikeLimitRange')),
              maxValue(STRIKE_LIMIT_MAX, t('strikeLimitRange')),
            ]}
          />
          <RadioButtonGroupInput
            source="atStrikeLimit"
            label={t('atStrikeLimit')}
            choices={STRIKE_OUTCOMES.map((id) => ({ id, name: `gaon.trust.settings.outcomes.${id}` }))}
            row={false}
            validate={required()}
          />
          <LastChange />
        </SimpleForm>
      </Edit>
    </Screen>
  );
}
