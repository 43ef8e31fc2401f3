import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Confirm, useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorStatus } from '../providers/httpClient';
import type { Staff } from './types';

/** An id no record has: the endpoint probe answers 404 without deleting anything. */
const PROBE_ID = 2_147_483_647;

/**
 * "three developer test buttons", kept where they cannot hurt a day of service: only a
 * super_admin sees them, folded away under "Developer tools" with a warning, because Test
 * Delete really deletes the first rider.
 */
export function DeveloperTools(props: Parameters<typeof StaffTestButtons>[0]) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  if (permissions !== 'super_admin') return null;
  return (
    // Its heading follows the page's h1 (MUI's default h3 would skip a level).
    <Accordion disableGutters variant="outlined" sx={{ mb: 2 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="developer-tools" id="developer-tools-header">
        <Typography variant="body2">{translate('gaon.deliveryStaff.developerTools')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="developer-tools">
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {translate('gaon.deliveryStaff.developerToolsWarning')}
        </Alert>
        <StaffTestButtons {...props} />
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Test API reads one staff row; Test Delete really deletes the first staff member, after a
 * confirmation; Test All Delete probes each delete endpoint with an id no one has (an answer,
 * even 404, means the endpoint works).
 */
export function StaffTestButtons({
  staff,
  deleting,
  onDelete,
}: {
  staff: Staff[];
  deleting: boolean;
  onDelete: (staff: Staff, successText?: string) => Promise<boolean>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState<Staff | null>(null);
  const [busy, setBusy] = useState(false);

  const testApi = async () => {
    setBusy(true);
    try {
      await dataProvider.getList('delivery-staff', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      });
      notify('gaon.deliveryStaff.apiWorking', { type: 'success' });
    } catch {
      notify('gaon.deliveryStaff.apiFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const testDelete = () => {
    if (staff.length === 0) return notify('gaon.deliveryStaff.noStaffToTest', { type: 'error' });
    setConfirming(staff[0]!);
  };

  const testAllDelete = async () => {
    setBusy(true);
    const probes = [
      () => dataProvider.deleteUser(PROBE_ID, 'delivery'),
      () => dataProvider.delete('delivery-staff', { id: PROBE_ID }),
    ];
    let working = 0;
    for (const probe of probes) {
      try {
        await probe();
        working += 1;
      } catch (err) {
        if (errorStatus(err) === 404) working += 1;
      }
    }
    setBusy(false);
    if (working > 0) notify('gaon.deliveryStaff.deleteWorking', { type: 'success' });
    else notify('gaon.deliveryStaff.allDeleteFailed', { type: 'error' });
  };

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
      role="group"
      aria-label={translate('gaon.deliveryStaff.testTools')}
    >
      <Typography variant="caption" color="text.secondary" sx={{ mr: 1 }}>
        {translate('gaon.deliveryStaff.testTools')}
      </Typography>
      <Button size="small" variant="outlined" color="inherit" disabled={busy} onClick={testApi}>
        {translate('gaon.deliveryStaff.testApi')}
      </Button>
      <Button size="small" variant="outlined" color="warning" disabled={busy || deleting} onClick={testDelete}>
        {translate('gaon.deliveryStaff.testDelete')}
      </Button>
      <Button size="small" variant="outlined" color="inherit" disabled={busy} onClick={testAllDelete}>
        {translate('gaon.deliveryStaff.testAllDelete')}
      </Button>
      <Confirm
        isOpen={confirming !== null}
        title="gaon.deliveryStaff.testDeleteTitle"
        content={confirming && translate('gaon.deliveryStaff.testDeleteQuestion', { name: confirming.name })}
        loading={deleting}
        confirm={deleting ? 'gaon.common.deleting' : 'gaon.common.delete'}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          if (confirming) await onDelete(confirming, translate('gaon.deliveryStaff.deleteWorking'));
          setConfirming(null);
        }}
      />
    </Box>
  );
}
