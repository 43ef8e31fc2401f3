import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Alert, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { DialogFrame, formatRupees, Screen } from '../common';
import { errorMessage, httpClient } from '../providers/httpClient';
import type { FloorTile } from '../../shared/api/tables';
import { parseOrderCode } from '../../shared/ordering';
import { TableTile, TileGrid } from '../../shared/browser/tables/TableTile';
import { useFloor } from '../../shared/browser/tables/useFloor';
import { SittingBill, useSittingClose } from '../../shared/browser/tables/SittingBill';

/**
 * The floor: every table as a tile — free, eating (the running bill and how long they have sat)
 * or asking for the bill. A tile opens the sitting's rounds and closes the table with its payments.
 */
export function FloorPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.floor.${key}`);
  const { tiles, failure, now, load } = useFloor(
    () => httpClient<FloorTile[]>('/admin/tables/floor').then(({ json }) => json),
    (error) => errorMessage(error, t('title')),
  );
  const [open, setOpen] = useState<FloorTile | null>(null);
  // The table just closed: its one bill, to print from here.
  const [closed, setClosed] = useState<{ name: string; billNumber: string; orderId: string } | null>(null);

  return (
    <Screen
      title={t('title')}
      actions={
        <Button component={Link} to="/counter" variant="outlined">
          {t('counter')}
        </Button>
      }
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      {closed && (
        <Alert
          severity="success"
          data-testid="closed-bill"
          action={
            <Button
              color="inherit"
              component={Link}
              to={`/orders/${parseOrderCode(closed.orderId)}/bill`}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {translate('dining.printBill')}
            </Button>
          }
        >
          {translate('gaon.floor.closedTable', { name: closed.name, bill: closed.billNumber })}
        </Alert>
      )}
      {tiles?.length === 0 && <Typography>{t('empty')}</Typography>}
      <TileGrid testId="floor">
        {tiles?.map((tile) => (
          <TableTile
            key={tile.id}
            tile={tile}
            now={now}
            onOpen={() => setOpen(tile)}
            rupees={formatRupees}
            testId={`floor-tile-${tile.id}`}
          />
        ))}
      </TileGrid>
      {open && (
        <SittingDialog
          tile={open}
          onClose={(bill) => {
            setOpen(null);
            if (bill) setClosed(bill);
            load();
          }}
        />
      )}
    </Screen>
  );
}

/** A table's sitting: its rounds and total, and the close with one or more payment lines adding up to it. */
function SittingDialog({
  tile,
  onClose,
}: {
  tile: FloorTile;
  onClose: (closed?: { name: string; billNumber: string; orderId: string }) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const bill = useSittingClose({
    client: httpClient,
    tablePath: `/admin/tables/${tile.id}`,
    failed: (error) => errorMessage(error, translate('gaon.floor.sitting', { name: tile.name })),
    onClosed: (closed) => {
      notify(translate('dining.closed', { bill: closed.billNumber }), { type: 'success' });
      onClose(
        closed.billNumber && closed.orderId
          ? { name: tile.name, billNumber: closed.billNumber, orderId: closed.orderId }
          : undefined,
      );
    },
  });

  return (
    <DialogFrame open title={translate('gaon.floor.closeTitle', { name: tile.name })} onClose={() => onClose()}>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }} data-testid="sitting-dialog">
        {bill.failure && (
          <Alert severity="error" role="alert">
            {bill.failure}
          </Alert>
        )}
        {bill.sitting && (
          <SittingBill sitting={bill.sitting} lines={bill.lines} onLinesChange={bill.setLines} rupees={formatRupees} />
        )}
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={`/counter?table=${tile.id}`}>
          {translate('gaon.floor.addRound')}
        </Button>
        <Button onClick={() => onClose()}>{translate('gaon.common.cancel')}</Button>
        <Button variant="contained" onClick={bill.close} disabled={!bill.canClose} data-testid="close-table">
          {translate('dining.close')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
