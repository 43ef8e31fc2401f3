import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * Every text of the back office, in one place (SPEC sections 2, 5 and 8, written exactly).
 * Screens read them with useTranslate('gaon.<screen>.<key>'). Each screen owns its section.
 */
export const gaonMessages = {
  shell: {
    brand: 'Gaon Rasoi Admin',
    welcome: 'Welcome admin',
    logout: 'Logout',
    menu: {
      dashboard: 'Dashboard',
      analytics: 'Analytics',
      dailyOrder: 'Daily Order',
      deliveryStaff: 'Delivery Staff',
      onboarding: 'Onboarding',
      coupons: 'Coupons',
      support: 'Support',
      notifications: 'Notifications',
      villages: 'Villages',
      users: 'User Management',
      restaurants: 'Restaurant Management',
      orders: 'Order Management',
    },
    unexpectedError: 'Unexpected Application Error!',
  },
  common: {
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page %{page} of %{pages}',
    cancel: 'Cancel',
    delete: 'Delete',
    deleting: 'Deleting...',
    edit: 'Edit',
    save: 'Save',
    close: 'Close',
    loading: 'Loading...',
    noData: 'No data available',
    confirmDelete: 'Confirm Delete',
    notAvailable: 'N/A',
  },
  login: {
    title: 'Admin Login',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Login',
    submitting: 'Logging in...',
    failed: 'Login failed',
    failedRetry: 'Login failed. Please try again.',
  },
};

export const englishTranslations: TranslationMessages = {
  ...englishMessages,
  gaon: gaonMessages,
} as TranslationMessages;
