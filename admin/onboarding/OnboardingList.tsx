import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Paper, Typography, useMediaQuery } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Count,
  CreateBase,
  DataTable,
  ExportButton,
  ListBase,
  ListToolbar,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  DialogFrame,
  filled,
  FormDirty,
  FormToolbar,
  ListPagination,
  PhoneLink,
  useDiscardGuard,
  LoadError,
  rowTestId,
  Screen,
  StatTiles,
  StatusBadge,
  ViewToggle,
  WhileLoading,
  type BadgeColors,
  type ListView,
} from '../common';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import {
  APPLICATION_FIELDS,
  APPLICATION_STATUSES,
  applicationFilter,
  canDecide,
  tenDigitPhone,
  toApplicationPayload,
  type Application,
  type ApplicationFormValues,
} from './types';

const PER_PAGE = 10;
const ApplicationBody = rowTestId('application-row');

const APPLICATION_STATUS_COLORS: BadgeColors = {
  pending: { bg: '#fef3c7', fg: '#92400e' },
  approved: { bg: '#dcfce7', fg: '#166534' },
  rejected: { bg: '#fee2e2', fg: '#991b1b' },
};

/** "Restaurant Onboarding": search, status filter (in the URL), tiles, table or cards, Approve/Reject on pending ones, add. */
export function OnboardingList() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <Screen
      title={translate('gaon.onboarding.title')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('gaon.onboarding.add')}
        </Button>
      }
    >
      <ListBase resource="onboarding" perPage={PER_PAGE} sort={{ field: 'createdAt', order: 'DESC' }}>
        <OnboardingLayout />
      </ListBase>
      {adding && <AddApplicationDialog onClose={() => setAdding(false)} />}
    </Screen>
  );
}

function OnboardingLayout() {
  const translate = useTranslate();
  const { filterValues, error } = useListContext<Application>();
  // Cards read better than a sideways-scrolling table on a phone; either can be chosen.
  const isPhone = useMediaQuery('(max-width:599px)', { noSsr: true });
  const [view, setView] = useState<ListView>(isPhone ? 'cards' : 'table');
  const tile = (status?: Application['status']) => (
    <Count resource="onboarding" filter={applicationFilter(filterValues.q ?? '', status ?? '')} variant="inherit" />
  );
  const search = translate('gaon.onboarding.search');
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={search}
      slotProps={{ htmlInput: { 'aria-label': search } }}
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      emptyText="gaon.onboarding.allStatuses"
      choices={APPLICATION_STATUSES.map((s) => ({ id: s, name: `gaon.onboarding.statuses.${s}` }))}
    />,
  ];
  return (
    <>
      <StatTiles
        tiles={[
          { label: translate('gaon.onboarding.totalApplications'), value: tile(), icon: <AssignmentIcon /> },
          {
            label: translate('gaon.onboarding.statuses.pending'),
            value: tile('pending'),
            icon: <HourglassTopIcon />,
            color: 'warning.main',
          },
          {
            label: translate('gaon.onboarding.statuses.approved'),
            value: tile('approved'),
            icon: <CheckCircleIcon />,
            color: 'success.main',
          },
          {
            label: translate('gaon.onboarding.statuses.rejected'),
            value: tile('rejected'),
            icon: <CancelIcon />,
            color: 'error.main',
          },
        ]}
      />
      <ListToolbar
        filters={filters}
        actions={
          <TopToolbar>
            <ViewToggle value={view} onChange={setView} prefix="gaon.onboarding" />
            <ExportButton />
          </TopToolbar>
        }
      />
      {error ? (
        <LoadError fallback="gaon.onboarding.failedLoad" />
      ) : (
        <WhileLoading text="gaon.common.loading">
          {view === 'table' ? <ApplicationTable /> : <ApplicationCards />}
        </WhileLoading>
      )}
      <ListPagination />
    </>
  );
}

function ApplicationBadge({ application }: { application: Application }) {
  const translate = useTranslate();
  return (
    <StatusBadge
      value={application.status}
      colors={APPLICATION_STATUS_COLORS}
      label={translate(`gaon.onboarding.statuses.${application.status}`, { _: application.status })}
    />
  );
}

/** Approve (green toast) and Reject (a red toast), only on pending applications. */
function DecisionButtons({ application }: { application?: Application }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<Application>();
  const target = application ?? record!;
  const { mutate, isPending } = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      decision === 'approve' ? dataProvider.approveApplication(target.id) : dataProvider.rejectApplication(target.id),
    onSuccess: (_, decision) => {
      notify(decision === 'approve' ? 'gaon.onboarding.approved' : 'gaon.onboarding.rejected', {
        type: decision === 'approve' ? 'success' : 'error',
      });
      // An approval creates a restaurant.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['onboarding'] }),
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
      ]);
    },
    onError: (error, decision) =>
      notify(
        errorMessage(
          error,
          translate(decision === 'approve' ? 'gaon.onboarding.failedApprove' : 'gaon.onboarding.failedReject'),
        ),
        { type: 'error' },
      ),
  });
  if (!canDecide(target)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={isPending}
        onClick={() => mutate('approve')}
        aria-label={`${translate('gaon.onboarding.approve')} ${target.name}`}
      >
        {translate('gaon.onboarding.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={isPending}
        onClick={() => mutate('reject')}
        aria-label={`${translate('gaon.onboarding.reject')} ${target.name}`}
      >
        {translate('gaon.onboarding.reject')}
      </Button>
    </Box>
  );
}

function ApplicationTable() {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <DataTable<Application>
        bulkActionButtons={false}
        rowClick={false}
        body={ApplicationBody}
        empty={<Typography sx={{ p: 2 }}>{translate('gaon.onboarding.empty')}</Typography>}
        sx={{ minWidth: 820 }}
      >
        <DataTable.Col source="name" sx={{ fontWeight: 600 }} />
        <DataTable.Col source="owner" disableSort />
        <DataTable.Col<Application>
          source="phone"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(application) => <PhoneLink phone={application.phone} />}
        />
        <DataTable.Col source="address" disableSort />
        <DataTable.Col source="cuisine" disableSort />
        <DataTable.Col<Application>
          source="status"
          render={(application) => <ApplicationBadge application={application} />}
        />
        <DataTable.Col label="resources.onboarding.fields.actions" align="right">
          <DecisionButtons />
        </DataTable.Col>
      </DataTable>
    </Paper>
  );
}

/** Card view of the same list (as Atomic CRM's companies list). */
function ApplicationCards() {
  const translate = useTranslate();
  const { data = [] } = useListContext<Application>();
  const field = (key: string) => translate(`resources.onboarding.fields.${key}`);
  if (data.length === 0)
    return (
      <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography>{translate('gaon.onboarding.empty')}</Typography>
      </Card>
    );
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {data.map((application) => (
        <Card component="li" key={application.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flex: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
                {application.name}
              </Typography>
              <ApplicationBadge application={application} />
            </Box>
            <Typography variant="body2">
              {field('owner')}: {application.owner}
            </Typography>
            <Typography variant="body2">
              {field('phone')}: <PhoneLink phone={application.phone} />
            </Typography>
            <Typography variant="body2">
              {field('cuisine')}: {application.cuisine}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {application.address}
            </Typography>
          </CardContent>
          {canDecide(application) && (
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <DecisionButtons application={application} />
            </CardActions>
          )}
        </Card>
      ))}
    </Box>
  );
}

const needed = filled('gaon.onboarding.allFieldsRequired');

/** Applications persist on the server, so the admin can also record one that came in by phone. */
function AddApplicationDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { close, setDirty, guard } = useDiscardGuard(onClose);
  return (
    <DialogFrame open title={translate('gaon.onboarding.addTitle')} onClose={close}>
      <CreateBase<Application>
        resource="onboarding"
        redirect={false}
        transform={(values) => toApplicationPayload(values as ApplicationFormValues) as never}
        mutationOptions={{
          onSuccess: () => {
            notify('gaon.onboarding.added', { type: 'success' });
            onClose();
          },
          onError: (error) => notify(errorMessage(error, translate('gaon.onboarding.failedAdd')), { type: 'error' }),
        }}
      >
        <SimpleForm
          noValidate
          disableInvalidFormNotification
          warnWhenUnsavedChanges
          toolbar={<FormToolbar saveLabel="gaon.onboarding.submit" onCancel={close} />}
        >
          <FormDirty onChange={setDirty} />
          {APPLICATION_FIELDS.map((key, index) => (
            <TextInput
              key={key}
              source={key}
              autoFocus={index === 0}
              type={key === 'phone' ? 'tel' : 'text'}
              multiline={key === 'address'}
              // Every field required ("All fields are required." under each empty one); a 10-digit phone.
              validate={key === 'phone' ? [needed, tenDigitPhone] : needed}
              fullWidth
            />
          ))}
        </SimpleForm>
      </CreateBase>
      {guard}
    </DialogFrame>
  );
}
