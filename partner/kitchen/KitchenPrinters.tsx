import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import UsbIcon from '@mui/icons-material/Usb';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import { Confirm, Loading, Title, useDelete, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Printer } from '../../shared/api/printers';
import { PRINTER_ERRORS } from '../../shared/printerErrors';
import { istDate } from '../../shared/indiaTime';
import { useFormat } from '../common/format';
import { TwoWayToggle } from '../common/TwoWayToggle';
import { dataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import type { VendorRestaurant } from '../providers/types';
import {
  connectDevice,
  connectedDevice,
  deviceKinds,
  onDeviceChange,
  printTestOnDevice,
  reconnectDevice,
  type DeviceKind,
} from './devicePrinter';
import { PrinterAlert } from './PrinterAlert';
import { isPrinting, usePrinters } from './usePrinters';
import { PrinterForm } from './PrinterForm';

/** Why a printer is offline in the app's language: the server's fixed reasons are translated, anything else shown as sent. */
export const lastErrorText = (lastError: string, translate: (key: string) => string): string => {
  const reason = Object.entries(PRINTER_ERRORS).find(([, words]) => words === lastError)?.[0];
  return reason ? translate(`resources.printers.lastError.${reason}`) : lastError;
};

/** The USB/Bluetooth printer connected in this tab, as React state. */
export const useConnectedDevice = () => useSyncExternalStore(onDeviceChange, connectedDevice, () => null);

/** Per kitchen: the KOT prints by itself at Accept, or only when asked. */
function AutoPrintSwitch({ restaurant }: { restaurant: VendorRestaurant }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<VendorRestaurant>();
  const label = translate('resources.printers.autoPrint', { name: restaurant.name });
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {label}
        </Typography>
        <TwoWayToggle
          label={label}
          value={Boolean(restaurant.autoPrintKot)}
          disabled={isPending}
          on={translate('resources.printers.autoOn')}
          off={translate('resources.printers.autoOff')}
          onChange={(autoPrintKot) =>
            update(
              'restaurants',
              { id: restaurant.id, data: { autoPrintKot }, previousData: restaurant },
              {
                mutationMode: 'pessimistic',
                onSuccess: () =>
                  notify(translate(`resources.printers.${autoPrintKot ? 'autoOnDone' : 'autoOffDone'}`), {
                    type: 'success',
                  }),
                onError: (error) =>
                  notify(errorMessage(error, translate('resources.printers.failed')), { type: 'error' }),
              },
            )
          }
        />
      </CardContent>
    </Card>
  );
}

/** When the printer last printed: "7:42 pm" today, "1 Dec, 7:42 pm" before. */
function LastPrinted({ at }: { at: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const today = istDate(Date.parse(at)) === istDate(Date.now());
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.printers.lastPrinted', { time: today ? format.time(at) : format.when(at) })}
    </Typography>
  );
}

/** Where a printer stands: online, printing, "offline — n waiting", or not tried yet. */
function PrinterState({ printer }: { printer: Printer }) {
  const translate = useTranslate();
  const device = useConnectedDevice();
  if (printer.connection === 'browser')
    return (
      <Chip
        color={device ? 'success' : 'default'}
        label={
          device
            ? translate('resources.printers.deviceConnected', { name: device })
            : translate('resources.printers.deviceNotConnected')
        }
      />
    );
  if (printer.state === 'offline')
    return (
      <Chip
        color="error"
        label={translate('resources.printers.offlineWaiting', { name: printer.name, smart_count: printer.waiting })}
        sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    );
  if (isPrinting(printer) && printer.state === 'unknown')
    return <Chip color="info" label={translate('resources.printers.printing')} />;
  return (
    <Chip
      color={printer.state === 'online' ? 'success' : 'default'}
      label={translate(`resources.printers.state.${printer.state}`, { smart_count: printer.waiting })}
    />
  );
}

function PrinterCard({ printer, onEdit }: { printer: Printer; onEdit: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const device = useConnectedDevice();
  const [testing, setTesting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [remove, { isPending: deleting }] = useDelete<Printer>();
  const kinds = deviceKinds();
  const queryClient = useQueryClient();

  const testPrint = async () => {
    setTesting(true);
    try {
      if (printer.connection === 'network') await dataProvider.testPrint(printer.id);
      else {
        await printTestOnDevice(printer.id);
        // The server never reaches a USB/Bluetooth printer: it knows the print went only from here.
        await dataProvider.printedOnDevice(printer.id);
      }
      // The card shows the ticket on its way (and then printed) now, not at the next 15 s re-read.
      void queryClient.invalidateQueries({ queryKey: ['printers'] });
      notify(translate('resources.printers.testSent', { name: printer.name }), { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, translate('resources.printers.failed')), { type: 'error' });
    } finally {
      setTesting(false);
    }
  };
  const connect = (kind: DeviceKind) =>
    connectDevice(kind).catch((error) =>
      notify(errorMessage(error, translate('resources.printers.failed')), { type: 'error' }),
    );

  return (
    <Card variant="outlined" component="section" aria-label={printer.name}>
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {printer.name}
          </Typography>
          <PrinterState printer={printer} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {printer.connection === 'network'
            ? translate('resources.printers.networkAt', { host: printer.host ?? '', port: printer.port })
            : translate('resources.printers.connection.browser')}
        </Typography>
        {printer.lastPrintedAt && <LastPrinted at={printer.lastPrintedAt} />}
        <Typography variant="body2" color="text.secondary">
          {[
            translate(`resources.printers.paper.${printer.paperWidth}`),
            translate('resources.printers.copiesCount', { smart_count: printer.copies }),
            printer.printsKot && translate('resources.printers.kot'),
            printer.printsBill && translate('resources.printers.bill'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {printer.connection === 'network' && printer.state === 'offline' && printer.lastError && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {lastErrorText(printer.lastError, translate)}
          </Typography>
        )}
        {printer.connection === 'browser' && kinds.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('resources.printers.noDeviceSupport')}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ p: 1.5, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        {printer.connection === 'browser' && !device && kinds.includes('usb') && (
          <Button variant="outlined" startIcon={<UsbIcon />} onClick={() => connect('usb')} sx={{ minHeight: 48 }}>
            {translate('resources.printers.connectUsb')}
          </Button>
        )}
        {printer.connection === 'browser' && !device && kinds.includes('bluetooth') && (
          <Button
            variant="outlined"
            startIcon={<BluetoothIcon />}
            onClick={() => connect('bluetooth')}
            sx={{ minHeight: 48 }}
          >
            {translate('resources.printers.connectBluetooth')}
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={testing || (printer.connection === 'browser' && !device)}
          onClick={testPrint}
          sx={{ minHeight: 48 }}
        >
          {translate('resources.printers.test')}
        </Button>
        <Button variant="outlined" onClick={onEdit} sx={{ minHeight: 48 }}>
          {translate('resources.printers.edit')}
        </Button>
        <Button color="error" onClick={() => setRemoving(true)} disabled={deleting} sx={{ minHeight: 48 }}>
          {translate('resources.printers.remove')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={removing}
        loading={deleting}
        title={translate('resources.printers.removeTitle', { name: printer.name })}
        content={translate('resources.printers.removeContent', { smart_count: printer.waiting })}
        onConfirm={() =>
          remove(
            'printers',
            { id: printer.id, previousData: printer },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setRemoving(false);
                notify(translate('resources.printers.removed', { name: printer.name }), { type: 'success' });
              },
              onError: (error) =>
                notify(errorMessage(error, translate('resources.printers.failed')), { type: 'error' }),
            },
          )
        }
        onClose={() => setRemoving(false)}
      />
    </Card>
  );
}

/**
 * The kitchen's printers: a network printer the server prints on by itself (KOT at Accept when
 * the kitchen asks for it, each ticket once, waiting while the printer is off), or a USB or
 * Bluetooth printer this phone or PC drives. Each has a Test print.
 */
export function KitchenPrinters() {
  const translate = useTranslate();
  const { data, isPending, error } = usePrinters();
  const { data: restaurants } = useGetList<VendorRestaurant>('restaurants', { pagination: { page: 1, perPage: 100 } });
  const [editing, setEditing] = useState<Printer | 'new' | null>(null);
  useEffect(() => {
    void reconnectDevice().catch(() => undefined);
  }, []);
  return (
    <Stack spacing={1.5}>
      <Title title={translate('resources.printers.name')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {translate('resources.printers.name')}
      </Typography>
      <PrinterAlert />
      {restaurants?.map((r) => (
        <AutoPrintSwitch key={r.id} restaurant={r} />
      ))}
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{errorMessage(error, translate('resources.printers.failed'))}</Alert>
      ) : data && data.length > 0 ? (
        data.map((printer) => <PrinterCard key={printer.id} printer={printer} onEdit={() => setEditing(printer)} />)
      ) : (
        <Typography color="text.secondary">{translate('resources.printers.empty')}</Typography>
      )}
      <Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          sx={{ minHeight: 48 }}
        >
          {translate('resources.printers.add')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.printers.help')}
      </Typography>
      {editing && <PrinterForm printer={editing} restaurants={restaurants} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
