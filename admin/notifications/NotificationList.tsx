import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  CreateBase,
  DataTable,
  FormDataConsumer,
  ExportButton,
  List,
  SaveButton,
  SimpleForm,
  SelectInput,
  TextInput,
  TopToolbar,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  filled,
  formatDateTime,
  LIST_SX,
  ListPagination,
  LoadError,
  rowTestId,
  Screen,
  StatusBadge,
  WhileLoading,
  type BadgeColors,
} from '../common';
import { errorMessage } from '../providers/httpClient';
import {
  NOTIFICATION_TARGETS,
  displayStatus,
  isNamedTarget,
  toNotificationPayload,
  type Notification,
  type NotificationTarget,
} from './types';

const PER_PAGE = 10;
const STATUS_COLORS: BadgeColors = {
  scheduled: { bg: '#dbeafe', fg: '#1e40af' },
  sent: { bg: '#dcfce7', fg: '#166534' },
};
const NotificationBody = rowTestId('notification-row');

/** "Notifications & Announcements": the compose form and the list of notifications. */
export function NotificationList() {
  const translate = useTranslate();
  const now = Date.now();
  const targetText = (n: Notification) =>
    isNamedTarget(n.target)
      ? `${translate(`gaon.notifications.targets.${n.target}`)}: ${n.targetValue ?? ''}`
      : translate(`gaon.notifications.targets.${n.target}`);
  // Once pushed, how many devices took it says more than "Sent".
  const statusText = (n: Notification, status: 'scheduled' | 'sent') =>
    status === 'sent' && n.reached != null
      ? translate('gaon.notifications.reached', { smart_count: n.reached })
      : translate(`gaon.notifications.statuses.${status}`);
  return (
    <Screen title={translate('gaon.notifications.title')}>
      <ComposeForm />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('gaon.notifications.list')}
      </Typography>
      <List
        resource="notifications"
        title={false}
        actions={
          <TopToolbar>
            <ExportButton />
          </TopToolbar>
        }
        perPage={PER_PAGE}
        sort={{ field: 'scheduledAt', order: 'DESC' }}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.notifications.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.common.loading">
          <DataTable<Notification>
            bulkActionButtons={false}
            rowClick={false}
            body={NotificationBody}
            empty={<Typography sx={{ p: 2 }}>{translate('gaon.notifications.empty')}</Typography>}
            sx={{ minWidth: 640 }}
          >
            <DataTable.Col source="message" disableSort sx={{ whiteSpace: 'pre-line', minWidth: 200 }} />
            <DataTable.Col<Notification> source="target" disableSort render={targetText} />
            <DataTable.Col<Notification>
              source="scheduledAt"
              sx={{ whiteSpace: 'nowrap' }}
              render={(n) => formatDateTime(n.scheduledAt)}
            />
            <DataTable.Col<Notification>
              source="status"
              disableSort
              render={(n) => {
                const status = displayStatus(n, now);
                return <StatusBadge value={status} colors={STATUS_COLORS} label={statusText(n, status)} asWritten />;
              }}
            />
          </DataTable>
        </WhileLoading>
      </List>
    </Screen>
  );
}

const SUGGESTIONS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

/** The target's value (a village or restaurant name, with the known names suggested); none for the other targets. */
function TargetValueInput({ target }: { target: NotificationTarget }) {
  // Names to pick from (free text is still allowed).
  const { data: villages = [] } = useGetList('villages', SUGGESTIONS, { enabled: target === 'village' });
  const { data: restaurants = [] } = useGetList('restaurants', SUGGESTIONS, { enabled: target === 'restaurant' });
  if (!isNamedTarget(target)) return null;
  const suggestions = target === 'village' ? villages : restaurants;
  return (
    <>
      <TextInput
        source="targetValue"
        label={`gaon.notifications.targetValue.${target}`}
        size="small"
        helperText={`gaon.notifications.targetHelp.${target}`}
        slotProps={{ htmlInput: { list: 'target-suggestions', autoComplete: 'off' } }}
      />
      <datalist id="target-suggestions">
        {suggestions.map((item) => (
          <option key={item.id} value={item.name} />
        ))}
      </datalist>
    </>
  );
}

/** The message is required ("Message and schedule time are required." under it when empty). */
const needed = filled('gaon.notifications.required');

/** A CreateBase SimpleForm: a message required; no schedule time sends it now; scheduled or sent as the server answers. */
function ComposeForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [sent, setSent] = useState(0);
  return (
    <Card variant="outlined" sx={{ mb: 3 }} role="region" aria-labelledby="compose-title">
      <CardContent>
        <Typography id="compose-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('gaon.notifications.compose')}
        </Typography>
        <CreateBase<Notification>
          key={sent}
          resource="notifications"
          redirect={false}
          transform={toNotificationPayload as never}
          mutationOptions={{
            onSuccess: (created) => {
              notify(created?.status === 'scheduled' ? 'gaon.notifications.scheduled' : 'gaon.notifications.sent', {
                type: 'success',
              });
              setSent((n) => n + 1);
            },
            onError: (error) =>
              notify(errorMessage(error, translate('gaon.notifications.failedSave')), { type: 'error' }),
          }}
        >
          <SimpleForm
            defaultValues={{ target: 'all' }}
            noValidate
            disableInvalidFormNotification
            warnWhenUnsavedChanges
            sx={{ p: 0 }}
            toolbar={
              <Box>
                <SaveButton label="gaon.notifications.submit" icon={<SendIcon />} alwaysEnable />
              </Box>
            }
          >
            <Box
              sx={{
                display: 'grid',
                columnGap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
                width: '100%',
              }}
            >
              <TextInput
                source="message"
                multiline
                minRows={2}
                validate={needed}
                sx={{ gridColumn: { md: '1 / -1' } }}
              />
              <SelectInput
                source="target"
                size="small"
                helperText={false}
                choices={NOTIFICATION_TARGETS.map((target) => ({
                  id: target,
                  name: `gaon.notifications.targets.${target}`,
                }))}
              />
              <FormDataConsumer<{ target?: NotificationTarget }>>
                {({ formData }) => <TargetValueInput target={formData.target ?? 'all'} />}
              </FormDataConsumer>
              <TextInput
                source="scheduledAt"
                type="datetime-local"
                size="small"
                helperText="gaon.notifications.emptyIsNow"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
          </SimpleForm>
        </CreateBase>
      </CardContent>
    </Card>
  );
}
