import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Warm village-kitchen colours over react-admin's default theme. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#b45309' },
    secondary: { main: '#7c2d12' },
    success: { main: '#15803d' },
    error: { main: '#dc2626' },
    background: { default: '#faf7f2' },
  },
  sidebar: { width: 264, closedWidth: 55 },
};
