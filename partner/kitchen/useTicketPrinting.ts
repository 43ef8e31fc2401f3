import { useEffect } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import type { Printer } from '../../shared/api/printers';
import { dataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import type { PartnerOrder, VendorRestaurant } from '../providers/types';
import { usePrinters } from './usePrinters';
import { takeOwedKot } from '../first/owedKots';

// Only a kitchen with a USB or Bluetooth printer loads its code.
const loadDevicePrinter = () => import('./devicePrinter');

/**
 * Printing one order's KOT from its card: again on the kitchen's network printers (the server's
 * queue prints each copy once, waiting while a printer is off), and on the USB/Bluetooth printer
 * connected in this tab. At Accept the server queues the network KOT by itself when the kitchen
 * asked for it; the tab's own device prints it here, once, for the tap that accepted.
 */
export function useTicketPrinting(order: PartnerOrder) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: printers } = usePrinters();
  const { data: restaurants } = useGetList<VendorRestaurant>('restaurants', { pagination: { page: 1, perPage: 100 } });
  const mine = (printers ?? []).filter((p) => p.restaurantId === order.restaurant?.id && p.printsKot);
  const device: Printer | undefined = mine.find((p) => p.connection === 'browser');
  const network = mine.filter((p) => p.connection === 'network');
  const autoPrint = Boolean(restaurants?.find((r) => r.id === order.restaurant?.id)?.autoPrintKot);
  const hasDevice = device !== undefined;
  // After a reload the USB printer this phone used comes back without a tap, ready for the next Accept.
  useEffect(() => {
    if (hasDevice) void loadDevicePrinter().then((m) => m.reconnectDevice().catch(() => undefined));
  }, [hasDevice]);
  // An order accepted on the light first screen, before this code had arrived: its KOT on this tab's device, once.
  const known = printers !== undefined && restaurants !== undefined;
  useEffect(() => {
    if (!known || !takeOwedKot(order.id) || !hasDevice || !autoPrint) return;
    void loadDevicePrinter()
      .then((m) => m.reconnectDevice().catch(() => undefined))
      .then(afterAccept);
    // afterAccept reads this render's printers; `known` turning true is the moment to print, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, order.id, hasDevice, autoPrint]);

  const onDevice = async () => {
    if (!device) return false;
    const { connectedDevice, printOnDevice } = await loadDevicePrinter();
    const printed = connectedDevice() ? await printOnDevice(order.id, 'kot', device.paperWidth) : false;
    // The printer card says when it last printed; the KOT is out either way, so a failed note is no error to the cook.
    if (printed) void dataProvider.printedOnDevice(device.id).catch(() => undefined);
    return printed;
  };

  /** The cook's "Print KOT": every printer of the kitchen that prints KOTs. */
  const printKot = async () => {
    try {
      const printedHere = await onDevice();
      const queued = network.length > 0 ? (await dataProvider.reprint(order.id, 'kot')).queued : 0;
      notify(
        printedHere || queued > 0
          ? translate('resources.printers.kotSent', { smart_count: queued + (printedHere ? 1 : 0) })
          : translate('resources.printers.noneConnected'),
        { type: printedHere || queued > 0 ? 'success' : 'warning' },
      );
    } catch (error) {
      notify(errorMessage(error, translate('resources.printers.failed')), { type: 'error' });
    }
  };

  /** After this tab's Accept: the connected device prints the KOT when the kitchen prints it by itself. */
  const afterAccept = () => {
    if (!autoPrint) return;
    onDevice().catch((error) => notify(errorMessage(error, translate('resources.printers.failed')), { type: 'error' }));
  };

  return { canPrint: mine.length > 0, printKot, afterAccept };
}
