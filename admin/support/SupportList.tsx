import { useState } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Count,
  DataTable,
  ExportButton,
  List,
  SaveButton,
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
  FORM_STRETCH,
  FormDirty,
  formatDateTime,
  useDiscardGuard,
  LIST_SX,
  ListPagination,
  LoadError,
  rowTestId,
  Screen,
  StatTiles,
  StatusBadge,
  WhileLoading,
  type BadgeColors,
} from '../common';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import {
  SUPPORT_TILES,
  TICKET_FILTERS,
  filterOf,
  filterValueOf,
  canClose,
  canReply,
  validateReply,
  type Ticket,
  type TicketFilter,
} from './types';

const PER_PAGE = 10;
const TicketBody = rowTestId('ticket-row');

const TICKET_STATUS_COLORS: BadgeColors = {
  open: { bg: '#fef3c7', fg: '#92400e' },
  closed: { bg: '#dcfce7', fg: '#166534' },
};
const TICKET_TYPE_COLORS: BadgeColors = {
  Complaint: { bg: '#fee2e2', fg: '#991b1b' },
  Feedback: { bg: '#dbeafe', fg: '#1e40af' },
  VillageRequest: { bg: '#ede9fe', fg: '#5b21b6' },
};
const TILE_LOOK = {
  openTickets: { icon: <MarkEmailUnreadIcon />, color: 'warning.main' },
  closedTickets: { icon: <TaskAltIcon />, color: 'success.main' },
  complaints: { icon: <ReportProblemIcon />, color: 'error.main' },
  feedback: { icon: <ThumbUpIcon />, color: 'info.main' },
};

/** "Support & Feedback": tiles, the All/Open/Closed filter (in the URL), the tickets with reply and close. */
export function SupportList() {
  const translate = useTranslate();
  const [replyTo, setReplyTo] = useState<Ticket | null>(null);
  return (
    <Screen title={translate('gaon.support.title')}>
      <StatTiles
        tiles={SUPPORT_TILES.map((tile) => ({
          label: translate(`gaon.support.${tile.key}`),
          value: <Count resource="support" filter={tile.filter} variant="inherit" />,
          ...TILE_LOOK[tile.key],
        }))}
      />
      <List
        resource="support"
        title={false}
        actions={
          <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
            <TicketFilterButtons />
            <ExportButton />
          </TopToolbar>
        }
        perPage={PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.support.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.common.loading">
          <DataTable<Ticket>
            bulkActionButtons={false}
            rowClick={false}
            body={TicketBody}
            empty={<Typography sx={{ p: 2 }}>{translate('gaon.support.empty')}</Typography>}
            sx={{ minWidth: 760 }}
          >
            <DataTable.Col<Ticket> source="customer" render={(ticket) => <CustomerCell ticket={ticket} />} />
            <DataTable.Col<Ticket>
              source="type"
              render={(ticket) => (
                <StatusBadge
                  value={ticket.type}
                  colors={TICKET_TYPE_COLORS}
                  label={translate(`gaon.support.types.${ticket.type}`, { _: ticket.type })}
                />
              )}
            />
            <DataTable.Col<Ticket>
              source="message"
              disableSort
              sx={{ whiteSpace: 'pre-line', minWidth: 240 }}
              render={(ticket) => <MessageCell ticket={ticket} />}
            />
            <DataTable.Col<Ticket>
              source="status"
              render={(ticket) => (
                <StatusBadge
                  value={ticket.status}
                  colors={TICKET_STATUS_COLORS}
                  label={translate(`gaon.support.statuses.${ticket.status}`, { _: ticket.status })}
                />
              )}
            />
            <DataTable.Col label="resources.support.fields.actions" align="right">
              <TicketActions onReply={setReplyTo} />
            </DataTable.Col>
          </DataTable>
        </WhileLoading>
      </List>
      {replyTo && <ReplyDialog ticket={replyTo} onClose={() => setReplyTo(null)} />}
    </Screen>
  );
}

/** All / Open / Closed: the list's status filter. */
function TicketFilterButtons() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const value = filterValueOf(filterValues);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography id="ticket-filter-label" variant="body2" color="text.secondary">
        {translate('gaon.support.filter')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby="ticket-filter-label"
        // Four filters: on a phone they wrap instead of widening the screen.
        sx={{ flexWrap: 'wrap' }}
        onChange={(_, next: TicketFilter | null) => next && setFilters(filterOf(next))}
      >
        {TICKET_FILTERS.map((filter) => (
          <ToggleButton key={filter} value={filter} sx={{ px: 2 }}>
            {translate(`gaon.support.filters.${filter}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function CustomerCell({ ticket }: { ticket: Ticket }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {ticket.customer}
      </Typography>
      {[ticket.email, ticket.phone].filter(Boolean).map((way) => (
        <Typography key={way} variant="caption" color="text.secondary" component="p">
          {way}
        </Typography>
      ))}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'nowrap' }}>
        {translate('resources.support.fields.createdAt')}: {formatDateTime(ticket.createdAt)}
      </Typography>
    </>
  );
}

function MessageCell({ ticket }: { ticket: Ticket }) {
  const translate = useTranslate();
  return (
    <>
      {ticket.message}
      {ticket.response && (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'success.light', color: 'text.secondary' }}>
          <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
            {translate('resources.support.fields.response')}
          </Typography>
          <Typography variant="body2">{ticket.response}</Typography>
        </Box>
      )}
    </>
  );
}

/** Reply (open tickets without a response) and Close (open tickets). */
function TicketActions({ onReply }: { onReply: (ticket: Ticket) => void }) {
  const ticket = useRecordContext<Ticket>()!;
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const close = useMutation({
    mutationFn: () => dataProvider.closeTicket(ticket.id),
    onSuccess: () => {
      notify('gaon.support.closed', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['support'] });
    },
    onError: (error) => notify(errorMessage(error, translate('gaon.support.failedClose')), { type: 'error' }),
  });
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {canReply(ticket) && (
        <Button size="small" variant="contained" onClick={() => onReply(ticket)} disabled={close.isPending}>
          {translate('gaon.support.reply')}
        </Button>
      )}
      {canClose(ticket) && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => close.mutate()}
          disabled={close.isPending}
          aria-label={translate('gaon.support.closeTicket', { customer: ticket.customer })}
        >
          {translate('gaon.support.close')}
        </Button>
      )}
    </Box>
  );
}

/** The reply modal: a react-admin Form; a blank reply is refused with "Reply cannot be empty.". */
function ReplyDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: (response: string) => dataProvider.replyToTicket(ticket.id, response),
    onSuccess: () => {
      notify('gaon.support.replied', { type: 'success' });
      onClose();
      return queryClient.invalidateQueries({ queryKey: ['support'] });
    },
    onError: (error) => notify(errorMessage(error, translate('gaon.support.failedReply')), { type: 'error' }),
  });
  const { close, setDirty, guard } = useDiscardGuard(onClose);
  return (
    <DialogFrame open title={translate('gaon.support.replyTitle', { customer: ticket.customer })} onClose={close}>
      <SimpleForm
        onSubmit={(values: { response?: string }) => mutate(String(values.response).trim())}
        noValidate
        disableInvalidFormNotification
        warnWhenUnsavedChanges
        sx={FORM_STRETCH}
        toolbar={
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', px: 2, pb: 2 }}>
            <Button onClick={close}>{translate('gaon.common.cancel')}</Button>
            <SaveButton
              label="gaon.support.sendReply"
              icon={<TaskAltIcon />}
              disabled={isPending}
              alwaysEnable={!isPending}
            />
          </Box>
        }
      >
        <FormDirty onChange={setDirty} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {ticket.message}
        </Typography>
        <TextInput
          source="response"
          label="gaon.support.replyLabel"
          multiline
          minRows={3}
          autoFocus
          validate={(value: unknown) => validateReply(value as string) ?? undefined}
        />
      </SimpleForm>
      {guard}
    </DialogFrame>
  );
}
