import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import { currentIntlLocale, formatDateTime } from '../common';
import { useNow } from '../../shared/browser/useNow';
import { backupWarnings, formatBytes, useBackupHealth } from './useBackupHealth';

/**
 * The owner's view of the box on the dashboard: version, free disk, the last backup and its
 * off-box copy, in red when something needs doing. Only the super_admin (who can fix it) sees it.
 */
export function BackupHealthCard() {
  const { permissions } = usePermissions<string>();
  return permissions === 'super_admin' ? <HealthCard /> : null;
}

function HealthCard() {
  const translate = useTranslate();
  const now = useNow();
  const { health } = useBackupHealth();
  if (!health) return null;
  const warn = backupWarnings(health, now);
  const locale = currentIntlLocale();
  const problems = [
    warn.backupFailed && translate('gaon.backups.warnFailed', { time: formatDateTime(health.lastBackupFailedAt!) }),
    warn.noBackup && !warn.backupFailed && translate('gaon.backups.warnNone'),
    warn.staleBackup && translate('gaon.backups.warnStale', { time: formatDateTime(health.lastBackupAt!) }),
    warn.copyFailed && translate('gaon.backups.warnCopy'),
    warn.lowDisk && translate('gaon.backups.warnDisk', { free: formatBytes(health.diskFreeBytes, locale) }),
  ].filter(Boolean) as string[];
  return (
    <Card variant="outlined" sx={{ mb: 2 }} role="region" aria-labelledby="box-health-title" data-testid="box-health">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography id="box-health-title" variant="h6" component="h2">
            {translate('gaon.backups.healthTitle')}
          </Typography>
          <Button component={Link} to="/backups" size="small" variant="outlined">
            {translate('gaon.backups.open')}
          </Button>
        </Box>
        {problems.map((problem) => (
          <Alert key={problem} severity="error" role="alert">
            {problem}
          </Alert>
        ))}
        <Typography variant="body2">
          {health.lastBackupAt
            ? translate('gaon.backups.last', { time: formatDateTime(health.lastBackupAt) })
            : translate('gaon.backups.warnNone')}
          {' · '}
          {translate('gaon.backups.disk', {
            free: formatBytes(health.diskFreeBytes, locale),
            total: formatBytes(health.diskTotalBytes, locale),
          })}
          {' · '}
          {translate('gaon.backups.version', {
            version: health.commit ? `${health.version} (${health.commit})` : health.version,
          })}
        </Typography>
      </CardContent>
    </Card>
  );
}
