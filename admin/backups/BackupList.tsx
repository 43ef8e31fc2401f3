import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import DownloadIcon from '@mui/icons-material/Download';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { useMutation } from '@tanstack/react-query';
import { Confirm, DataTable, DeleteButton, List, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Backup, BackupRestored } from '../../shared/api/backups';
import { currentIntlLocale, formatDateTime, LIST_SX, LoadError, rowTestId, Screen, WhileLoading } from '../common';
import { errorMessage, httpClient } from '../providers/httpClient';
import { getToken } from '../providers/session';
import { formatBytes, REPLICA_LAG_LIMIT_S, useBackupHealth } from './useBackupHealth';

const BackupBody = rowTestId('backup-row');

/**
 * The owner's backups: make one now, download, delete or restore one, and see the last backup,
 * the schedule and whether the last backup and off-box copy worked (failures in red). A backup
 * is the whole shop (database and images), so this is for the super_admin only
 * (shared/permissions.ts; the server refuses everyone else too).
 */
export function BackupList() {
  const translate = useTranslate();
  return (
    <Screen title={translate('gaon.backups.title')} actions={<BackUpNowButton />}>
      <BackupSettings />
      <List
        resource="backups"
        title={false}
        actions={false}
        pagination={false}
        disableSyncWithLocation
        error={<LoadError fallback="gaon.backups.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.common.loading">
          {/* On a phone the time names the backup: the file name's column would squeeze the others to a letter a line. */}
          <DataTable<Backup>
            bulkActionButtons={false}
            rowClick={false}
            body={BackupBody}
            sx={{ '& .backup-file': { display: { xs: 'none', sm: 'table-cell' } } }}
            empty={<Typography sx={{ p: 2 }}>{translate('gaon.backups.empty')}</Typography>}
          >
            <DataTable.Col<Backup>
              source="createdAt"
              label="gaon.backups.createdAt"
              disableSort
              render={(b) => formatDateTime(b.createdAt)}
            />
            <DataTable.Col<Backup>
              source="size"
              label="gaon.backups.size"
              disableSort
              render={(b) => formatBytes(b.size, currentIntlLocale())}
            />
            <DataTable.Col<Backup>
              source="name"
              label="gaon.backups.file"
              disableSort
              sx={{ wordBreak: 'break-all' }}
              cellClassName="backup-file"
              headerClassName="backup-file"
            />
            <DataTable.Col<Backup>
              label="gaon.backups.actions"
              disableSort
              render={(b) => (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <DownloadButton backup={b} />
                  <RestoreButton backup={b} />
                  <DeleteButton
                    record={b}
                    mutationMode="pessimistic"
                    confirmTitle={translate('gaon.backups.deleteTitle')}
                    confirmContent={translate('gaon.backups.deleteContent', { name: b.name })}
                    aria-label={translate('gaon.backups.deleteLabel', { time: formatDateTime(b.createdAt) })}
                    redirect={false}
                  />
                </Box>
              )}
            />
          </DataTable>
        </WhileLoading>
      </List>
    </Screen>
  );
}

function BackUpNowButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { refetch } = useBackupHealth();
  const [busy, setBusy] = useState(false);
  const backUp = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient<Backup>('/admin/backups', { method: 'POST' });
      notify('gaon.backups.made', {
        type: 'success',
        messageArgs: { size: formatBytes(json.size, currentIntlLocale()) },
      });
      refresh();
    } catch (error) {
      notify(errorMessage(error, translate('gaon.backups.failedMake')), { type: 'error' });
    } finally {
      setBusy(false);
      // Worked or failed, the last attempt is now this one: the page and the dashboard say which.
      await refetch();
    }
  };
  return (
    <Button variant="contained" startIcon={<BackupIcon />} onClick={backUp} disabled={busy}>
      {translate(busy ? 'gaon.backups.making' : 'gaon.backups.now')}
    </Button>
  );
}

/** Downloads with the admin's token (a plain link would carry none), then saves the file. */
function DownloadButton({ backup }: { backup: Backup }) {
  const translate = useTranslate();
  const notify = useNotify();
  const download = async () => {
    try {
      const res = await fetch(`/api/admin/backups/${encodeURIComponent(backup.name)}`, {
        headers: { Authorization: `Bearer ${getToken() ?? ''}` },
      });
      if (!res.ok)
        throw new Error(((await res.json().catch(() => ({}))) as { message?: string }).message ?? res.statusText);
      const url = URL.createObjectURL(await res.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: backup.name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notify(errorMessage(error, translate('gaon.backups.failedDownload')), { type: 'error' });
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={download}
      aria-label={translate('gaon.backups.downloadLabel', { time: formatDateTime(backup.createdAt) })}
    >
      {translate('gaon.backups.download')}
    </Button>
  );
}

/**
 * Puts this backup back into the running shop, after a confirmation that names what it replaces
 * (the orders the shop holds now) and the way back (the server backs up the current data first,
 * and the notification names that backup).
 */
function RestoreButton({ backup }: { backup: Backup }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { status, refetch } = useBackupHealth();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () =>
      httpClient<BackupRestored>(`/admin/backups/${encodeURIComponent(backup.name)}/restore`, { method: 'POST' }).then(
        (r) => r.json,
      ),
    onSuccess: (restored) => {
      setOpen(false);
      notify('gaon.backups.restored', {
        type: 'success',
        autoHideDuration: null,
        messageArgs: {
          time: formatDateTime(restored.createdAt),
          smart_count: restored.orders,
          before: restored.before.name,
        },
      });
      // Everything the admin shows came from the data just replaced.
      refresh();
      void refetch();
    },
    onError: (error) =>
      notify(errorMessage(error, translate('gaon.backups.failedRestore')), { type: 'error', autoHideDuration: null }),
  });
  const current = status?.current;
  const time = formatDateTime(backup.createdAt);
  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<RestoreIcon />}
        onClick={() => {
          setOpen(true);
          // The count the confirmation names is the shop's as of now, not of the last minute's refresh.
          void refetch();
        }}
        aria-label={translate('gaon.backups.restoreLabel', { time })}
      >
        {translate('gaon.backups.restore')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="gaon.backups.restoreTitle"
        titleTranslateOptions={{ time }}
        confirm={isPending ? 'gaon.backups.restoring' : 'gaon.backups.restore'}
        confirmColor="warning"
        onConfirm={() => mutate()}
        onClose={() => !isPending && setOpen(false)}
        content={
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography data-testid="restore-replaces">
              {current
                ? translate(
                    current.lastOrderAt ? 'gaon.backups.restoreReplaces' : 'gaon.backups.restoreReplacesNoOrders',
                    {
                      smart_count: current.orders,
                      last: current.lastOrderAt ? formatDateTime(current.lastOrderAt) : '',
                      time,
                    },
                  )
                : translate('gaon.backups.restoreReplacesUnknown', { time })}
            </Typography>
            <Typography>{translate('gaon.backups.restoreLost', { time })}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{translate('gaon.backups.restoreWayBack')}</Typography>
          </Box>
        }
      />
    </>
  );
}

/** The last backup, the schedule, how many are kept and the off-box copy, as the server runs them (set in its environment). */
function BackupSettings() {
  const translate = useTranslate();
  const { status, health } = useBackupHealth();
  if (!status) return null;
  const replica = health?.replica;
  const hour = status.scheduleHour === null ? null : `${String(status.scheduleHour).padStart(2, '0')}:00`;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="backup-last">
          {status.lastBackupAt
            ? translate('gaon.backups.last', { time: formatDateTime(status.lastBackupAt) })
            : translate('gaon.backups.warnNone')}
        </Typography>
        {status.lastFailure && (
          <Alert severity="error" data-testid="backup-failure">
            {translate('gaon.backups.failed', { time: formatDateTime(status.lastFailure.at) })}
            <Box component="pre" sx={{ m: 0, mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 }}>
              {status.lastFailure.message}
            </Box>
          </Alert>
        )}
        <Typography>
          {hour ? translate('gaon.backups.daily', { hour, keep: status.keep }) : translate('gaon.backups.noSchedule')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('gaon.backups.folder', { folder: status.directory })}
        </Typography>
        {replica && (
          <Alert severity={replica.lagSeconds > REPLICA_LAG_LIMIT_S ? 'error' : 'success'} data-testid="backup-replica">
            {translate(
              replica.lagSeconds > REPLICA_LAG_LIMIT_S ? 'gaon.backups.replicaBehind' : 'gaon.backups.replicaOk',
              {
                url: replica.url,
                lag: replica.lagSeconds,
                time: replica.lastSyncAt ? formatDateTime(replica.lastSyncAt) : translate('gaon.backups.replicaNever'),
              },
            )}
          </Alert>
        )}
        {!status.offBoxCopy && <Alert severity="warning">{translate('gaon.backups.noCopy')}</Alert>}
        {status.lastCopy && (
          <Alert severity={status.lastCopy.ok ? 'success' : 'error'} data-testid="backup-copy-status">
            {translate(status.lastCopy.ok ? 'gaon.backups.copyOk' : 'gaon.backups.copyFailed', {
              time: formatDateTime(status.lastCopy.at),
            })}
            {!status.lastCopy.ok && status.lastCopy.message && (
              <Box component="pre" sx={{ m: 0, mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 }}>
                {status.lastCopy.message}
              </Box>
            )}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
