import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, PasswordInput, RadioButtonGroupInput, required, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import type { PartnerLoginParams } from '../providers/authProvider';
import { LanguageSwitch } from '../common/LanguageSwitch';

/** "Kitchen & Rider Login": mobile number or e-mail, password and which kind of account (vendor or delivery). */
export function PartnerLoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    try {
      await login(values as unknown as PartnerLoginParams);
    } catch (error) {
      // The two refusals a partner meets are said in the app's language; others keep the server's words.
      const status = (error as { status?: number })?.status;
      const known = status === 401 ? 'partner.login.invalid' : status === 0 ? 'partner.login.network' : null;
      notify(known ? translate(known) : (error as Error)?.message || translate('partner.login.failed'), { type: 'error' });
      setLoading(false);
    }
  };

  const mustFill = required(translate('partner.login.required'));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'center', bgcolor: 'background.default', px: 1.5, pt: { xs: 6, sm: 0 } }}>
      <Card component="main" sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mr: -1 }}>
            <LanguageSwitch color="primary" />
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2, textAlign: 'center' }}>
            {translate('partner.login.title')}
          </Typography>
          <Form onSubmit={submit} defaultValues={{ role: 'vendor' }}>
            <RadioButtonGroupInput
              source="role"
              label={translate('partner.login.kind')}
              choices={[
                { id: 'vendor', name: translate('partner.login.kitchen') },
                { id: 'delivery', name: translate('partner.login.rider') },
              ]}
              sx={{ '& .MuiFormControlLabel-root': { minHeight: 48, mr: 3 } }}
            />
            <TextInput source="username" label={translate('partner.login.email')} autoComplete="username" validate={mustFill} fullWidth />
            <PasswordInput source="password" label={translate('partner.login.password')} autoComplete="current-password" validate={mustFill} fullWidth sx={{ '& .MuiIconButton-root': { width: 48, height: 48 } }} />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ minHeight: 52, mt: 1, fontWeight: 700 }}>
              {translate(loading ? 'partner.login.signingIn' : 'partner.login.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
