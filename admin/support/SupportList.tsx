import { useState } from 'react';
import { Count, Title, useDataProvider, useGetList, useRefresh, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  TableCell,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import { Page, PageHeader, ScrollTable, Modal, PageNav, StatTiles, StatusBadge, formatDateTime, pageCount, useToast, type BadgeColors } from '../common';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import { SUPPORT_TILES, TICKET_FILTERS, canClose, canReply, ticketListFilter, validateReply, type Ticket, type TicketFilter } from './tickets';

const PER_PAGE = 10;

const TICKET_STATUS_COLORS: BadgeColors = {
  open: { bg: '#fef3c7', fg: '#92400e' },
  closed: { bg: '#dcfce7', fg: '#166534' },
};
const TICKET_TYPE_COLORS: BadgeColors = {
  Complaint: { bg: '#fee2e2', fg: '#991b1b' },
  Feedback: { bg: '#dbeafe', fg: '#1e40af' },
};
const TILE_LOOK = {
  openTickets: { icon: <MarkEmailUnreadIcon />, color: 'warning.main' },
  closedTickets: { icon: <TaskAltIcon />, color: 'success.main' },
  complaints: { icon: <ReportProblemIcon />, color: 'error.main' },
  feedback: { icon: <ThumbUpIcon />, color: 'info.main' },
};

export function SupportList() {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [filter, setFilter] = useState<TicketFilter>('all');
  const [page, setPage] = useState(1);
  const { data: tickets = [], total = 0, isPending, error } = useGetList<Ticket>('support', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: ticketListFilter(filter),
  });
  const [replyTo, setReplyTo] = useState<Ticket | null>(null);
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState('');
  const [busyId, setBusyId] = useState<Ticket['id'] | null>(null);

  const openReply = (ticket: Ticket) => {
    setReplyTo(ticket);
    setReply('');
    setReplyError('');
  };

  const sendReply = async () => {
    if (!replyTo) return;
    const problem = validateReply(reply);
    if (problem) {
      setReplyError(translate(problem));
      return;
    }
    setBusyId(replyTo.id);
    try {
      await dataProvider.replyToTicket(replyTo.id, reply.trim());
      toast.success(translate('gaon.support.replied'));
      setReplyTo(null);
      refresh();
    } catch (err) {
      toast.error(errorMessage(err, translate('gaon.support.failedReply')));
    } finally {
      setBusyId(null);
    }
  };

  const closeTicket = async (ticket: Ticket) => {
    setBusyId(ticket.id);
    try {
      await dataProvider.closeTicket(ticket.id);
      toast.success(translate('gaon.support.closed'));
      refresh();
    } catch (err) {
      toast.error(errorMessage(err, translate('gaon.support.failedClose')));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Page>
      <Title title={translate('gaon.support.title')} />
      <PageHeader title={translate('gaon.support.title')} />

      <StatTiles
        tiles={SUPPORT_TILES.map((tile) => ({
          label: translate(`gaon.support.${tile.key}`),
          value: <Count resource="support" filter={tile.filter} variant="inherit" />,
          ...TILE_LOOK[tile.key],
        }))}
      />

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="ticket-filter-label" variant="body2" color="text.secondary">
          {translate('gaon.support.filter')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={filter}
          aria-labelledby="ticket-filter-label"
          onChange={(_, value: TicketFilter | null) => {
            if (value) {
              setFilter(value);
              setPage(1);
            }
          }}
        >
          {TICKET_FILTERS.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 2 }}>
              {translate(`gaon.support.filters.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      {error ? (
        <Alert severity="error">{errorMessage(error, translate('gaon.support.failedLoad'))}</Alert>
      ) : (
        <ScrollTable
          label={translate('gaon.support.title')}
          minWidth={760}
          columns={[
            translate('gaon.support.customer'),
            translate('gaon.support.type'),
            translate('gaon.support.message'),
            translate('gaon.support.status'),
            { label: translate('gaon.support.actions'), align: 'right' },
          ]}
          loading={isPending}
          empty={tickets.length === 0 && translate('gaon.support.empty')}
        >
          {tickets.map((ticket) => (
            <TableRow key={ticket.id} data-testid={`ticket-${ticket.id}`}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {ticket.customer}
                </Typography>
                {ticket.email && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {ticket.email}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'nowrap' }}>
                  {translate('gaon.support.createdAt')}: {formatDateTime(ticket.createdAt)}
                </Typography>
              </TableCell>
              <TableCell>
                <StatusBadge value={ticket.type} colors={TICKET_TYPE_COLORS} label={translate(`gaon.support.types.${ticket.type}`, { _: ticket.type })} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line', minWidth: 240 }}>
                {ticket.message}
                {ticket.response && (
                  <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'success.light', color: 'text.secondary' }}>
                    <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                      {translate('gaon.support.response')}
                    </Typography>
                    <Typography variant="body2">{ticket.response}</Typography>
                  </Box>
                )}
              </TableCell>
              <TableCell>
                <StatusBadge value={ticket.status} colors={TICKET_STATUS_COLORS} label={translate(`gaon.support.statuses.${ticket.status}`, { _: ticket.status })} />
              </TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
                  {canReply(ticket) && (
                    <Button size="small" variant="contained" onClick={() => openReply(ticket)} disabled={busyId === ticket.id}>
                      {translate('gaon.support.reply')}
                    </Button>
                  )}
                  {canClose(ticket) && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => closeTicket(ticket)}
                      disabled={busyId === ticket.id}
                      aria-label={translate('gaon.support.closeTicket', { customer: ticket.customer })}
                    >
                      {translate('gaon.support.close')}
                    </Button>
                  )}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      )}
      <PageNav page={page} pages={pageCount(total, PER_PAGE)} onChange={setPage} />

      <Modal
        open={Boolean(replyTo)}
        onClose={() => setReplyTo(null)}
        title={translate('gaon.support.replyTitle', { customer: replyTo?.customer ?? '' })}
        actions={
          <>
            <Button onClick={() => setReplyTo(null)}>{translate('gaon.common.cancel')}</Button>
            <Button variant="contained" onClick={sendReply} disabled={busyId !== null}>
              {translate('gaon.support.sendReply')}
            </Button>
          </>
        }
      >
        {replyTo && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {replyTo.message}
          </Typography>
        )}
        <TextField
          label={translate('gaon.support.replyLabel')}
          name="response"
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={Boolean(replyError)}
          helperText={replyError || ' '}
        />
      </Modal>
    </Page>
  );
}
