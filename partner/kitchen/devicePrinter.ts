/**
 * A USB or Bluetooth receipt printer driven by this phone or counter PC. The server draws the
 * ticket (ESC/POS raster, Hindi shaped: GET /api/vendor/orders/:id/ticket); the browser only
 * carries the bytes to the device, through the @point-of-sale drivers (WebUSB on Chrome for
 * Android and desktop, Web Bluetooth on Chrome for Android). Where the browser has neither, the
 * bill page's print dialog stays the way to print.
 *
 * One device per tab: the connection lives as long as the page, and the device last used is
 * remembered on the phone so a reload reconnects to it without asking (USB only: Web Bluetooth
 * always needs a tap to pair). The drivers load only when a printer is connected: most kitchens
 * print on the network or not at all.
 */
import type WebUSBReceiptPrinter from '@point-of-sale/webusb-receipt-printer';
import type WebBluetoothReceiptPrinter from '@point-of-sale/webbluetooth-receipt-printer';
import { API_URL } from '../providers/httpClient';
import { getToken } from '../providers/session';

export type DeviceKind = 'usb' | 'bluetooth';

type Driver = WebUSBReceiptPrinter | WebBluetoothReceiptPrinter;

const REMEMBERED = 'gaon-rasoi-usb-printer';

const usbDriver = () => import('@point-of-sale/webusb-receipt-printer').then((m) => new m.default());
const bluetoothDriver = () => import('@point-of-sale/webbluetooth-receipt-printer').then((m) => new m.default());

let driver: Driver | null = null;
let connectedName: string | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Which kinds this browser can drive at all. */
export function deviceKinds(): DeviceKind[] {
  if (typeof navigator === 'undefined') return [];
  const kinds: DeviceKind[] = [];
  if ('usb' in navigator) kinds.push('usb');
  if ('bluetooth' in navigator) kinds.push('bluetooth');
  return kinds;
}

/** The connected printer's name, or null. */
export const connectedDevice = (): string | null => connectedName;

export function onDeviceChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function attach(next: Driver, kind: DeviceKind): Driver {
  next.addEventListener('connected', (device) => {
    driver = next;
    connectedName = [device.manufacturerName, device.productName].filter(Boolean).join(' ') || kind.toUpperCase();
    if (kind === 'usb') {
      try {
        window.localStorage.setItem(REMEMBERED, JSON.stringify(device));
      } catch {
        // Private mode: the cook taps Connect again after a reload.
      }
    }
    changed();
  });
  next.addEventListener('disconnected', () => {
    if (driver === next) {
      driver = null;
      connectedName = null;
      changed();
    }
  });
  return next;
}

/** Asks the browser for a printer (must follow a tap). Resolves once chosen, or quietly when the cook cancels. */
export async function connectDevice(kind: DeviceKind): Promise<void> {
  const next = attach(kind === 'usb' ? await usbDriver() : await bluetoothDriver(), kind);
  await next.connect();
}

let reconnecting: Promise<void> | null = null;

/** The USB printer this phone used last, again, without a prompt (nothing when it is not plugged in); once per page. */
export function reconnectDevice(): Promise<void> {
  if (driver || !deviceKinds().includes('usb')) return Promise.resolve();
  let remembered: unknown = null;
  try {
    remembered = JSON.parse(window.localStorage.getItem(REMEMBERED) ?? 'null');
  } catch {
    remembered = null;
  }
  if (!remembered) return Promise.resolve();
  reconnecting ??= usbDriver().then((next) => attach(next, 'usb').reconnect(remembered));
  return reconnecting;
}

/** The ESC/POS bytes the server drew at `path`, on the connected device. */
async function printFrom(path: string, what: string): Promise<void> {
  const response = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  if (!response.ok) throw new Error(`${what} could not be drawn (${response.status})`);
  await driver!.print(new Uint8Array(await response.arrayBuffer()));
}

/** Prints an order's KOT or bill on the connected device; false when none is connected. */
export async function printOnDevice(orderId: number, kind: 'kot' | 'bill', paperWidth: 58 | 80): Promise<boolean> {
  if (!driver) return false;
  await printFrom(`/vendor/orders/${orderId}/ticket?kind=${kind}&paperWidth=${paperWidth}`, 'The ticket');
  return true;
}

/** A test ticket (Hindi, English, ₹) on the connected device, drawn for that printer's paper. */
export async function printTestOnDevice(printerId: number): Promise<void> {
  if (!driver) throw new Error('Connect the printer first');
  await printFrom(`/vendor/printers/${printerId}/test-ticket`, 'The test ticket');
}
