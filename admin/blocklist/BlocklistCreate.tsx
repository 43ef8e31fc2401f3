import { Card, CardContent, Typography } from '@mui/material';
import { CreateBase, SimpleForm, TextInput, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { digitsOf, isMobileNumber, PHONE_DIGITS } from '../../shared/contact';
import { ClearErrorsOnEdit, filled, FormToolbar, Screen } from '../common';
import { errorMessage } from '../providers/httpClient';
import type { BlocklistEntry } from '../../shared/api/blocklist';

/** The site's phone rule, so a typo shows under the field before the server is asked. */
const mobilePhone = (value: unknown): string | undefined => {
  const digits = digitsOf(String(value ?? ''));
  if (digits.length !== PHONE_DIGITS) return 'gaon.trust.blocklist.errors.phone';
  return isMobileNumber(digits) ? undefined : 'gaon.trust.blocklist.errors.mobile';
};
const needsReason = filled('gaon.trust.blocklist.errors.reason');

/**
 * "Block a number": the owner blocks a known prankster by hand, with why (POST
 * /api/admin/blocklist). The number cannot order until cleared, whatever the limits; the
 * server's messages (already blocked, a bad phone) show under the fields.
 */
export function BlocklistCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const t = (key: string) => translate(`gaon.trust.blocklist.${key}`);
  return (
    <Screen title={t('createTitle')}>
      <Typography sx={{ mb: 2, maxWidth: 560 }}>{t('createIntro')}</Typography>
      <CreateBase<BlocklistEntry>
        resource="blocklist"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify(t('blocked'), { type: 'success' });
            navigate('/blocklist');
          },
          onError: (error) => notify(errorMessage(error, t('failedBlock')), { type: 'error' }),
        }}
      >
        <Card variant="outlined" sx={{ maxWidth: 560 }}>
          <CardContent>
            <SimpleForm
              noValidate
              warnWhenUnsavedChanges
              toolbar={<FormToolbar saveLabel="gaon.trust.blocklist.block" onCancel={() => navigate('/blocklist')} />}
              sx={{ p: 0 }}
            >
              <ClearErrorsOnEdit />
              <TextInput
                source="phone"
                label={t('phone')}
                validate={mobilePhone}
                autoFocus
                type="tel"
                slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
              />
              <TextInput
                source="reason"
                label={t('reason')}
                helperText={t('reasonHelp')}
                validate={needsReason}
                multiline
                fullWidth
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </SimpleForm>
          </CardContent>
        </Card>
      </CreateBase>
    </Screen>
  );
}
