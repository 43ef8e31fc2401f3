import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * Every text of the kitchen and rider app. Screens read them with useTranslate; a Hindi
 * file (i18n/hi.ts) with the same keys can be added beside this one.
 */
export const partnerMessages = {
  login: {
    title: 'Kitchen & Rider Login',
    email: 'E-mail',
    password: 'Password',
    kind: 'I am a',
    kitchen: 'Kitchen',
    rider: 'Rider',
    submit: 'Sign in',
    signingIn: 'Signing in…',
    required: 'E-mail and password are required',
    invalid: 'Invalid email or password',
    network: 'Network error: check the connection and try again',
    failed: 'Login failed',
  },
  shell: {
    title: 'Gaon Rasoi Partner',
    logout: 'Log out',
    live: 'Live',
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    offline: 'Not live',
    soundOn: 'Order bell on',
    soundOff: 'Order bell off',
    bellOff: 'The order bell is off: new orders make no sound.',
    turnOnBell: 'Turn on the order bell',
    newOrdersAlert: '%{smart_count} new order waiting to be accepted |||| %{smart_count} new orders waiting to be accepted',
    seeOrders: 'See orders',
    nav: { orders: 'Orders', menu: 'Menu', kitchen: 'Kitchen', myOrders: 'My orders', today: 'Today' },
  },
  status: {
    placed: 'New',
    accepted: 'Accepted',
    preparing: 'Preparing',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  fulfilment: { delivery: 'Delivery', pickup: 'Pickup' },
  language: {
    failed: 'Could not save the language on your account',
  },
  summary: {
    kitchenTitle: 'Today',
    orders: 'Orders today',
    takings: 'Takings today',
    deliveries: 'Deliveries today',
    cashCollected: 'Cash collected',
    handOver: 'Hand this cash over at the end of the day.',
    error: 'Could not load today\'s figures',
  },
};

const messages = {
  ...englishMessages,
  partner: partnerMessages,
  resources: {
    orders: {
      name: 'Order |||| Orders',
      empty: 'No orders right now',
      filters: { all: 'All', placed: 'New', accepted: 'Accepted', preparing: 'Preparing' },
      fields: {
        orderId: 'Order',
        createdAt: 'Placed at',
        status: 'Status',
        customerInfo: { name: 'Customer', phone: 'Phone' },
        villageName: 'Village',
        address: 'Address',
        landmark: 'Landmark',
        note: 'Note',
        items: 'Items',
        totalAmount: 'Total',
        cashToCollect: 'Cash to collect',
      },
      actions: {
        accept: 'Accept',
        prepare: 'Start preparing',
        cancel: 'Cancel order',
        ready: 'Ready',
        handedOver: 'Handed over',
        pickedUp: 'Picked up',
        delivered: 'Delivered',
        call: 'Call',
        whatsapp: 'WhatsApp',
        maps: 'Open in Maps',
      },
      cancel: {
        title: 'Cancel order %{orderId}?',
        content: 'The customer will see the order cancelled. Tell them why:',
        reason: 'Reason',
        reasonRequired: 'Please give a reason',
        confirm: 'Cancel order',
        back: 'Keep order',
      },
      notifications: {
        accepted: 'Order %{orderId} accepted',
        preparing: 'Order %{orderId}: preparing',
        cancelled: 'Order %{orderId} cancelled',
        ready: 'Order %{orderId} is ready',
        handedOver: 'Order %{orderId} handed over',
        out_for_delivery: 'Order %{orderId} picked up',
        delivered: 'Order %{orderId} delivered',
        failed: 'Could not update the order',
      },
      new: 'NEW',
      readyForPickup: 'Ready for pickup',
      waitingMinutes: 'Waiting %{smart_count} min — accept it',
    },
    restaurants: {
      name: 'Menu',
      empty: 'No kitchens on your account',
      fields: { isActive: 'Online', available: 'Available', price: 'Price' },
      online: 'Online',
      offline: 'Offline',
      offlineHint: 'Offline: customers see "Closed now" and cannot order.',
      soldOut: 'Sold out',
      available: 'Available',
      notifications: {
        online: '%{name} is online',
        offline: '%{name} is offline',
        soldOut: '%{name} marked sold out',
        available: '%{name} is available again',
        failed: 'Could not save the change',
      },
    },
    rider: {
      available: 'Available',
      onLeave: 'On leave',
      onLeaveHint: 'On leave: you get no new orders.',
      availableHint: 'Available: the admin can assign you orders.',
      onDelivery: 'On a delivery',
      notifications: { on_leave: 'You are on leave', active: 'You are available', failed: 'Could not change your status' },
    },
  },
} as const;

export const englishTranslations = messages as unknown as TranslationMessages;
