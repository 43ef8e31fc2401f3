import { useEffect, useState, type FormEvent } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { readSession } from '../providers/session';
import { useDocumentLang } from '../layout/useDocumentLang';

/** SPEC "Admin Login": no client-side validation beyond the email-type field. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  useDocumentLang();

  // Already logged in: straight to the dashboard.
  useEffect(() => {
    if (readSession()) navigate('/', { replace: true });
  }, [navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setPending(true);
    try {
      await login({ email, password });
    } catch (err) {
      setError((err as Error)?.message || translate('gaon.login.failedRetry'));
      setPending(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2, position: 'relative' }}>
      {/* The language can be chosen before logging in; the choice is kept after login. */}
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate={false} sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 4 }}>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center', fontWeight: 600 }}>
            {translate('gaon.login.title')}
          </Typography>
          <TextField label={translate('gaon.login.email')} type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus fullWidth />
          <TextField
            label={translate('gaon.login.password')}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            fullWidth
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={translate(showPassword ? 'gaon.login.hidePassword' : 'gaon.login.showPassword')}
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {translate(pending ? 'gaon.login.submitting' : 'gaon.login.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
