import { useEffect, useState, type FormEvent } from 'react';
import { Count, Title, useCreate, useDataProvider, useGetList, useRefresh, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  InputAdornment,
  MenuItem,
  TableCell,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import AddIcon from '@mui/icons-material/Add';
import TableRowsIcon from '@mui/icons-material/TableRows';
import GridViewIcon from '@mui/icons-material/GridView';
import AssignmentIcon from '@mui/icons-material/Assignment';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Page, ScrollTable, Modal, PageNav, StatTiles, StatusBadge, pageCount, useToast, type BadgeColors } from '../common';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import {
  APPLICATION_FIELDS,
  APPLICATION_STATUSES,
  EMPTY_APPLICATION,
  applicationFilter,
  canDecide,
  toApplicationPayload,
  validateApplication,
  type Application,
  type ApplicationFormValues,
  type ApplicationStatus,
} from './applications';


const PER_PAGE = 10;
const SEARCH_DELAY_MS = 300;

const APPLICATION_STATUS_COLORS: BadgeColors = {
  pending: { bg: '#fef3c7', fg: '#92400e' },
  approved: { bg: '#dcfce7', fg: '#166534' },
  rejected: { bg: '#fee2e2', fg: '#991b1b' },
};

export function OnboardingList() {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  // Cards read better than a sideways-scrolling table on a phone; either can be chosen.
  const isPhone = useMediaQuery('(max-width:599px)', { noSsr: true });
  const [view, setView] = useState<'table' | 'cards'>(isPhone ? 'cards' : 'table');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<Application['id'] | null>(null);
  const [adding, setAdding] = useState(false);

  // Search as the admin types, without a request per key stroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data: applications = [], total = 0, isPending, error } = useGetList<Application>('onboarding', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: applicationFilter(query, status),
  });

  const decide = async (application: Application, decision: 'approve' | 'reject') => {
    setBusyId(application.id);
    try {
      if (decision === 'approve') {
        await dataProvider.approveApplication(application.id);
        toast.success(translate('gaon.onboarding.approved'));
      } else {
        await dataProvider.rejectApplication(application.id);
        // SPEC section 4: the rejection toast is the red one.
        toast.error(translate('gaon.onboarding.rejected'));
      }
      refresh();
    } catch (err) {
      toast.error(errorMessage(err, translate(decision === 'approve' ? 'gaon.onboarding.failedApprove' : 'gaon.onboarding.failedReject')));
    } finally {
      setBusyId(null);
    }
  };

  const tileFilter = (tileStatus?: ApplicationStatus) => applicationFilter(query, tileStatus ?? '');
  const field = (key: keyof ApplicationFormValues) => translate(`gaon.onboarding.${key}`);

  const actions = (application: Application) =>
    canDecide(application) ? (
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: view === 'table' ? 'nowrap' : 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={busyId === application.id}
          onClick={() => decide(application, 'approve')}
          aria-label={`${translate('gaon.onboarding.approve')} ${application.name}`}
        >
          {translate('gaon.onboarding.approve')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busyId === application.id}
          onClick={() => decide(application, 'reject')}
          aria-label={`${translate('gaon.onboarding.reject')} ${application.name}`}
        >
          {translate('gaon.onboarding.reject')}
        </Button>
      </Box>
    ) : null;

  const badge = (application: Application) => (
    <StatusBadge
      value={application.status}
      colors={APPLICATION_STATUS_COLORS}
      label={translate(`gaon.onboarding.statuses.${application.status}`, { _: application.status })}
    />
  );

  const empty = !isPending && applications.length === 0;

  return (
    <Page>
      <Title title={translate('gaon.onboarding.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {translate('gaon.onboarding.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('gaon.onboarding.add')}
        </Button>
      </Box>

      <StatTiles
        tiles={[
          { label: translate('gaon.onboarding.totalApplications'), value: <Count resource="onboarding" filter={tileFilter()} variant="inherit" />, icon: <AssignmentIcon /> },
          { label: translate('gaon.onboarding.statuses.pending'), value: <Count resource="onboarding" filter={tileFilter('pending')} variant="inherit" />, icon: <HourglassTopIcon />, color: 'warning.main' },
          { label: translate('gaon.onboarding.statuses.approved'), value: <Count resource="onboarding" filter={tileFilter('approved')} variant="inherit" />, icon: <CheckCircleIcon />, color: 'success.main' },
          { label: translate('gaon.onboarding.statuses.rejected'), value: <Count resource="onboarding" filter={tileFilter('rejected')} variant="inherit" />, icon: <CancelIcon />, color: 'error.main' },
        ]}
      />

      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={translate('gaon.onboarding.search')}
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: '1 1 260px' }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <TextField
          select
          label={translate('gaon.onboarding.statusFilter')}
          size="small"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ApplicationStatus | '');
            setPage(1);
          }}
          sx={{ flex: '0 1 180px', minWidth: 150 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{translate('gaon.onboarding.allStatuses')}</MenuItem>
          {APPLICATION_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`gaon.onboarding.statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup exclusive size="small" value={view} onChange={(_, value) => value && setView(value)} aria-label={translate('gaon.onboarding.view')}>
          <ToggleButton value="table" aria-label={translate('gaon.onboarding.tableView')}>
            <TableRowsIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="cards" aria-label={translate('gaon.onboarding.cardView')}>
            <GridViewIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>

      {error ? (
        <Alert severity="error">{errorMessage(error, translate('gaon.onboarding.failedLoad'))}</Alert>
      ) : isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress size={28} aria-label={translate('gaon.common.loading')} />
        </Box>
      ) : empty ? (
        <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{translate('gaon.onboarding.empty')}</Typography>
        </Card>
      ) : view === 'table' ? (
        <ScrollTable
          label={translate('gaon.onboarding.title')}
          minWidth={820}
          columns={[...APPLICATION_FIELDS.map((key) => field(key)), translate('gaon.onboarding.status'), { label: translate('gaon.onboarding.actions'), align: 'right' }]}
        >
          {applications.map((application) => (
            <TableRow key={application.id}>
              <TableCell sx={{ fontWeight: 600 }}>{application.name}</TableCell>
              <TableCell>{application.owner}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{application.phone}</TableCell>
              <TableCell>{application.address}</TableCell>
              <TableCell>{application.cuisine}</TableCell>
              <TableCell>{badge(application)}</TableCell>
              <TableCell align="right">{actions(application)}</TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {applications.map((application) => (
            <Card component="li" key={application.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                  <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
                    {application.name}
                  </Typography>
                  {badge(application)}
                </Box>
                <Typography variant="body2">
                  {field('owner')}: {application.owner}
                </Typography>
                <Typography variant="body2">
                  {field('phone')}: {application.phone}
                </Typography>
                <Typography variant="body2">
                  {field('cuisine')}: {application.cuisine}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {application.address}
                </Typography>
              </CardContent>
              {canDecide(application) && <CardActions sx={{ justifyContent: 'flex-end' }}>{actions(application)}</CardActions>}
            </Card>
          ))}
        </Box>
      )}
      <PageNav page={page} pages={pageCount(total, PER_PAGE)} onChange={setPage} />

      <AddApplicationDialog open={adding} onClose={() => setAdding(false)} />
    </Page>
  );
}

/** Applications persist on the server (DESIGN section 4), so the admin can also record one that came in by phone. */
function AddApplicationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const [create, { isPending }] = useCreate();
  const [values, setValues] = useState<ApplicationFormValues>(EMPTY_APPLICATION);
  const [problem, setProblem] = useState('');

  const close = () => {
    setValues(EMPTY_APPLICATION);
    setProblem('');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = validateApplication(values);
    if (key) {
      setProblem(translate(key));
      return;
    }
    create(
      'onboarding',
      { data: toApplicationPayload(values) },
      {
        onSuccess: () => {
          toast.success(translate('gaon.onboarding.added'));
          close();
        },
        onError: (err) => setProblem(errorMessage(err, translate('gaon.onboarding.failedAdd'))),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={translate('gaon.onboarding.addTitle')}
      actions={
        <>
          <Button onClick={close}>{translate('gaon.common.cancel')}</Button>
          <Button type="submit" form="application-form" variant="contained" disabled={isPending}>
            {translate('gaon.onboarding.submit')}
          </Button>
        </>
      }
    >
      <Box component="form" id="application-form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {APPLICATION_FIELDS.map((key, index) => (
          <TextField
            key={key}
            name={key}
            label={translate(`gaon.onboarding.${key}`)}
            value={values[key]}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            required
            autoFocus={index === 0}
            type={key === 'phone' ? 'tel' : 'text'}
            multiline={key === 'address'}
            size="small"
          />
        ))}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </Box>
    </Modal>
  );
}
