import { Card, CardContent, Typography } from '@mui/material';
import { CreateBase, SimpleForm, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ClearErrorsOnEdit, FormToolbar, Screen } from '../common';
import { errorMessage } from '../providers/httpClient';
import type { PartyRequest } from '../../shared/api/partyRequests';
import { PartyRequestFields } from './PartyFields';

/**
 * "New party (phone call)": the owner writes down a party asked for on the phone (POST
 * /api/admin/party-requests, the site's rules and limits for big days; the server's per-field
 * messages, a blocked date's among them, show under the fields), then quotes it.
 */
export function PartyRequestCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <Screen title={translate('gaon.party.createTitle')}>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{translate('gaon.party.createIntro')}</Typography>
      <CreateBase<PartyRequest>
        resource="party-requests"
        redirect={false}
        mutationOptions={{
          onSuccess: (party: PartyRequest) => navigate(`/party-requests/${party.id}`),
          onError: (error) => notify(errorMessage(error, translate('gaon.party.failedSave')), { type: 'error' }),
        }}
      >
        <Card variant="outlined" sx={{ maxWidth: 720 }}>
          <CardContent>
            <SimpleForm
              noValidate
              warnWhenUnsavedChanges
              defaultValues={{ guests: 100 }}
              toolbar={<FormToolbar saveLabel="gaon.party.create" />}
              sx={{ p: 0 }}
            >
              <ClearErrorsOnEdit />
              <PartyRequestFields autoFocus />
            </SimpleForm>
          </CardContent>
        </Card>
      </CreateBase>
    </Screen>
  );
}
