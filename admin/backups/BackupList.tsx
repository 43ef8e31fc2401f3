import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import DownloadIcon from '@mui/icons-material/Download';
import { DataTable, DeleteButton, List, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Backup } from '../../shared/api/backups';
import { currentIntlLocale, formatDateTime, LIST_SX, LoadError, rowTestId, Screen, WhileLoading } from '../common';
import { errorMessage, httpClient } from '../providers/httpClient';
import { getToken } from '../providers/session';
import { formatBytes, useBackupHealth } from './useBackupHealth';

const BackupBody = rowTestId('backup-row');

/**
 * The owner's backups: make one now, download or delete one, and see the schedule and whether
 * the last off-box copy worked. A backup is the whole shop (database and images), so this is
 * for the super_admin only (shared/permissions.ts; the server refuses everyone else too).
 */
export function BackupList() {
  const translate = useTranslate();
  return (
    <Screen title={translate('gaon.backups.title')} actions={<BackUpNowButton />}>
      <BackupSettings />
      <List resource="backups" title={false} actions={false} pagination={false} disableSyncWithLocation error={<LoadError fallback="gaon.backups.failedLoad" />} empty={false} sx={LIST_SX}>
        <WhileLoading text="gaon.common.loading">
          <DataTable<Backup> bulkActionButtons={false} rowClick={false} body={BackupBody} empty={<Typography sx={{ p: 2 }}>{translate('gaon.backups.empty')}</Typography>}>
            <DataTable.Col<Backup> source="createdAt" label="gaon.backups.createdAt" disableSort render={(b) => formatDateTime(b.createdAt)} />
            <DataTable.Col<Backup> source="size" label="gaon.backups.size" disableSort render={(b) => formatBytes(b.size, currentIntlLocale())} />
            <DataTable.Col<Backup> source="name" label="gaon.backups.file" disableSort sx={{ wordBreak: 'break-all' }} />
            <DataTable.Col<Backup>
              label="gaon.backups.actions"
              disableSort
              render={(b) => (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <DownloadButton backup={b} />
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
      notify('gaon.backups.made', { type: 'success', messageArgs: { size: formatBytes(json.size, currentIntlLocale()) } });
      refresh();
      await refetch();
    } catch (error) {
      notify(errorMessage(error, translate('gaon.backups.failedMake')), { type: 'error' });
    } finally {
      setBusy(false);
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
      const res = await fetch(`/api/admin/backups/${encodeURIComponent(backup.name)}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
      if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { message?: string }).message ?? res.statusText);
      const url = URL.createObjectURL(await res.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: backup.name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notify(errorMessage(error, translate('gaon.backups.failedDownload')), { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} aria-label={translate('gaon.backups.downloadLabel', { time: formatDateTime(backup.createdAt) })}>
      {translate('gaon.backups.download')}
    </Button>
  );
}

/** The schedule, how many are kept and the off-box copy, as the server runs them (set in its environment). */
function BackupSettings() {
  const translate = useTranslate();
  const { status } = useBackupHealth();
  if (!status) return null;
  const hour = status.scheduleHour === null ? null : `${String(status.scheduleHour).padStart(2, '0')}:00`;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography>{hour ? translate('gaon.backups.daily', { hour, keep: status.keep }) : translate('gaon.backups.noSchedule')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('gaon.backups.folder', { folder: status.directory })}</Typography>
        {!status.offBoxCopy && <Alert severity="warning">{translate('gaon.backups.noCopy')}</Alert>}
        {status.lastCopy && (
          <Alert severity={status.lastCopy.ok ? 'success' : 'error'} data-testid="backup-copy-status">
            {translate(status.lastCopy.ok ? 'gaon.backups.copyOk' : 'gaon.backups.copyFailed', { time: formatDateTime(status.lastCopy.at) })}
            {!status.lastCopy.ok && status.lastCopy.message && (
              <Box component="pre" sx={{ m: 0, mt: 1, whiteSpace: 'pre-wrap', fontSize: 13 }}>{status.lastCopy.message}</Box>
            )}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
