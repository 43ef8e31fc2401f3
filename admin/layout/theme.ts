import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Warm village-kitchen colours over react-admin's default theme. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    // Darker amber than #b45309: its text keeps 4.5:1 contrast on the tinted backgrounds of
    // selected toggles and focused inputs (WCAG 1.4.3); warning likewise (orange #ed6c02 is 2.9:1),
    // and error red-700 for the Delete buttons on a highlighted row.
    primary: { main: '#92400e' },
    warning: { main: '#9a3412' },
    secondary: { main: '#7c2d12' },
    success: { main: '#15803d' },
    error: { main: '#b91c1c' },
    background: { default: '#faf7f2' },
  },
  sidebar: { width: 264, closedWidth: 55 },
};
