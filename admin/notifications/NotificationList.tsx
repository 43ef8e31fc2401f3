import { useState, type FormEvent } from 'react';
import { Title, useCreate, useGetList, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Page, PageHeader, ScrollTable, PageNav, StatusBadge, formatDateTime, pageCount, useToast, type BadgeColors } from '../common';
import { errorMessage } from '../providers/httpClient';
import {
  EMPTY_NOTIFICATION,
  NOTIFICATION_TARGETS,
  displayStatus,
  toNotificationPayload,
  validateNotification,
  withTarget,
  type Notification,
  type NotificationFormValues,
  type NotificationTarget,
} from './notifications';


const PER_PAGE = 10;
const STATUS_COLORS: BadgeColors = {
  scheduled: { bg: '#dbeafe', fg: '#1e40af' },
  sent: { bg: '#dcfce7', fg: '#166534' },
};

export function NotificationList() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data = [], total = 0, isPending, error } = useGetList<Notification>('notifications', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'scheduledAt', order: 'DESC' },
  });
  const now = Date.now();

  const targetText = (n: Notification) =>
    n.target === 'all' ? translate('gaon.notifications.targets.all') : `${translate(`gaon.notifications.targets.${n.target}`)}: ${n.targetValue ?? ''}`;

  return (
    <Page>
      <Title title={translate('gaon.notifications.title')} />
      <PageHeader title={translate('gaon.notifications.title')} />

      <ComposeForm onCreated={() => setPage(1)} />

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('gaon.notifications.list')}
      </Typography>
      {error ? (
        <Alert severity="error">{errorMessage(error, translate('gaon.notifications.failedLoad'))}</Alert>
      ) : (
        <ScrollTable
          label={translate('gaon.notifications.list')}
          minWidth={640}
          columns={[
            { label: translate('gaon.notifications.message'), sx: { minWidth: 200 } },
            translate('gaon.notifications.target'),
            translate('gaon.notifications.scheduledAt'),
            translate('gaon.notifications.status'),
          ]}
          loading={isPending}
          empty={data.length === 0 && translate('gaon.notifications.empty')}
        >
          {data.map((n) => {
            const status = displayStatus(n, now);
            return (
              <TableRow key={n.id}>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{n.message}</TableCell>
                <TableCell>{targetText(n)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(n.scheduledAt)}</TableCell>
                <TableCell>
                  <StatusBadge value={status} colors={STATUS_COLORS} label={translate(`gaon.notifications.statuses.${status}`)} />
                </TableCell>
              </TableRow>
            );
          })}
        </ScrollTable>
      )}
      <PageNav page={page} pages={pageCount(total, PER_PAGE)} onChange={setPage} />
    </Page>
  );
}

const SUGGESTIONS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

function ComposeForm({ onCreated }: { onCreated: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const [values, setValues] = useState<NotificationFormValues>(EMPTY_NOTIFICATION);
  const [problem, setProblem] = useState('');
  const [create, { isPending }] = useCreate<Notification>();
  // Names to pick from for the target value (free text is still allowed).
  const { data: villages = [] } = useGetList('villages', SUGGESTIONS, { enabled: values.target === 'village' });
  const { data: restaurants = [] } = useGetList('restaurants', SUGGESTIONS, { enabled: values.target === 'restaurant' });
  const suggestions = values.target === 'village' ? villages : values.target === 'restaurant' ? restaurants : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = validateNotification(values);
    if (key) {
      setProblem(translate(key));
      return;
    }
    setProblem('');
    create(
      'notifications',
      { data: toNotificationPayload(values) },
      {
        onSuccess: (created) => {
          toast.success(translate(created?.status === 'scheduled' ? 'gaon.notifications.scheduled' : 'gaon.notifications.sent'));
          setValues(EMPTY_NOTIFICATION);
          onCreated();
        },
        onError: (err) => toast.error(errorMessage(err, translate('gaon.notifications.failedSave'))),
      },
    );
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent component="form" onSubmit={submit} noValidate aria-labelledby="compose-title">
        <Typography id="compose-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('gaon.notifications.compose')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <TextField
            label={translate('gaon.notifications.message')}
            name="message"
            value={values.message}
            onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
            required
            multiline
            minRows={2}
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
          <TextField
            select
            label={translate('gaon.notifications.target')}
            name="target"
            value={values.target}
            onChange={(e) => setValues((v) => withTarget(v, e.target.value as NotificationTarget))}
            size="small"
          >
            {NOTIFICATION_TARGETS.map((target) => (
              <MenuItem key={target} value={target}>
                {translate(`gaon.notifications.targets.${target}`)}
              </MenuItem>
            ))}
          </TextField>
          {values.target !== 'all' && (
            <TextField
              label={translate(`gaon.notifications.targetValue.${values.target}`)}
              name="targetValue"
              value={values.targetValue}
              onChange={(e) => setValues((v) => ({ ...v, targetValue: e.target.value }))}
              size="small"
              slotProps={{ htmlInput: { list: 'target-suggestions', autoComplete: 'off' } }}
            />
          )}
          <TextField
            label={translate('gaon.notifications.scheduledAt')}
            name="scheduledAt"
            type="datetime-local"
            value={values.scheduledAt}
            onChange={(e) => setValues((v) => ({ ...v, scheduledAt: e.target.value }))}
            required
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <datalist id="target-suggestions">
          {suggestions.map((item) => (
            <option key={item.id} value={item.name} />
          ))}
        </datalist>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={isPending} startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}>
          {translate('gaon.notifications.submit')}
        </Button>
      </CardContent>
    </Card>
  );
}
