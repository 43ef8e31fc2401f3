import { Alert, Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate, type ErrorProps } from 'react-admin';

/**
 * What a screen that crashes while rendering shows:
 * "Unexpected Application Error!", the error's message, and a way back.
 */
export function AppError({ error }: ErrorProps) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {translate('gaon.shell.unexpectedError')}
      </Typography>
      {error?.message && (
        <Alert severity="error" sx={{ mb: 2, wordBreak: 'break-word' }}>
          {error.message}
        </Alert>
      )}
      <Button variant="contained" component={Link} to="/">
        {translate('gaon.shell.backToDashboard')}
      </Button>
    </Box>
  );
}
