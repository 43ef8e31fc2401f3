// The @point-of-sale printer drivers ship JavaScript only; the little the app uses, typed.
declare module '@point-of-sale/webusb-receipt-printer' {
  export default class WebUSBReceiptPrinter {
    connect(): Promise<void>;
    reconnect(device: unknown): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected' | 'disconnected', listener: (device: Record<string, unknown>) => void): void;
  }
}
declare module '@point-of-sale/webbluetooth-receipt-printer' {
  export default class WebBluetoothReceiptPrinter {
    connect(): Promise<void>;
    reconnect(device: unknown): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected' | 'disconnected', listener: (device: Record<string, unknown>) => void): void;
  }
}
