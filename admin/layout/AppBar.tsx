import {
  AppBar as RaAppBar,
  LocalesMenuButton,
  TitlePortal,
  useGetIdentity,
  useLogout,
  useTranslate,
} from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { LiveIndicator, SoundSwitch } from '../orders/live';
import { YourName } from './YourName';

/**
 * Top bar: the menu toggle (from react-admin), the page title, the language switch, "Welcome
 * admin" and Logout. The custom toolbar replaces react-admin's default one, so the
 * LocalesMenuButton it would show with two locales is placed here. Logout records no page to
 * come back to: the next sign-in opens the dashboard, where an expired session (any 401)
 * brings the owner back to the page they were on.
 */
export function AppBar() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity, refetch } = useGetIdentity();
  // "Welcome admin, Super Admin" would say "admin" twice: a name that is the role adds nothing.
  const name = identity?.fullName && !/\badmin\b/i.test(identity.fullName) ? identity.fullName : null;
  return (
    <RaAppBar userMenu={false} toolbar={<span />}>
      {/* Every screen has its own heading; on a phone the bar keeps its room for the greeting. */}
      {/* Not a heading: each screen's own h1 is its heading, and the portal is often empty. */}
      <TitlePortal component="div" sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        <LiveIndicator />
        <SoundSwitch />
        {/* On a phone the switch is its icon and arrow only (the language name stays its accessible name). */}
        <Box
          sx={{
            '& .MuiButton-root': { minWidth: 0, px: { xs: 0.5, sm: 1 }, fontSize: { xs: 0, sm: '0.875rem' } },
            '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
          }}
        >
          <LocalesMenuButton />
        </Box>
        <Typography variant="body2">
          {translate('gaon.shell.welcome')}
          {name && (
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              , {name}
            </Box>
          )}
        </Typography>
        {identity && !name && <YourName onSaved={() => void refetch()} />}
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => logout({}, undefined, false)}
          aria-label={translate('gaon.shell.logout')}
          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {translate('gaon.shell.logout')}
          </Box>
        </Button>
      </Box>
    </RaAppBar>
  );
}
