import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { httpClient, errorMessage } from '../providers/httpClient';
import type { PrepList } from '../../shared/api/prepList';
import { PREP_PAGE_CSS, PrepSheet } from '../../shared/prep/PrepSheet';
import {
  fromIndiaInput,
  indiaInputValue,
  PREP_CHOICES,
  prepQuery,
  prepWindow,
  type PrepChoice,
} from '../../shared/prep/windows';

/**
 * The kitchen's prep list (GET /vendor/prep-list): per dish, how much to make for the orders due
 * in a window — this evening, tomorrow's lunch or evening, or a chosen stretch — printed on the
 * counter's 80 mm printer like the bill, in the app's language.
 */
export function KitchenPrepList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [now] = useState(() => Date.now());
  const [choice, setChoice] = useState<PrepChoice>('evening');
  const evening = prepWindow('evening', now);
  const [custom, setCustom] = useState({ from: indiaInputValue(evening.from), to: indiaInputValue(evening.to) });
  const span =
    choice === 'custom'
      ? { from: fromIndiaInput(custom.from), to: fromIndiaInput(custom.to) }
      : prepWindow(choice, now);
  const ready = !Number.isNaN(span.from) && !Number.isNaN(span.to);
  const query = ready ? prepQuery(span) : '';
  const { data, error, isPending } = useQuery({
    queryKey: ['prep-list', query],
    queryFn: () => httpClient<PrepList>(`/vendor/prep-list?${query}`).then((r) => r.json),
    enabled: ready,
  });
  const t = (key: string) => translate(`resources.prepList.${key}`);
  return (
    <Box
      component="main"
      sx={{ bgcolor: '#f3f4f6', minHeight: '100vh', py: 2, '@media print': { bgcolor: '#fff', py: 0 } }}
    >
      <style>{PREP_PAGE_CSS}</style>
      <Stack className="no-print" spacing={1.5} sx={{ maxWidth: 480, mx: 'auto', px: 1, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button component={Link} to="/kitchen" variant="outlined" sx={{ bgcolor: 'background.paper', minHeight: 48 }}>
            {t('back')}
          </Button>
          <Typography variant="h6" component="h1" sx={{ flex: 1, fontWeight: 700 }}>
            {t('name')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
            disabled={!data}
            sx={{ minHeight: 48 }}
          >
            {t('print')}
          </Button>
        </Stack>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={choice}
          aria-label={t('window')}
          onChange={(_e, value: PrepChoice | null) => value && setChoice(value)}
          sx={{ bgcolor: 'background.paper', display: 'grid', gridTemplateColumns: '1fr 1fr' }}
        >
          {PREP_CHOICES.map((c) => (
            <ToggleButton
              key={c}
              value={c}
              data-testid={`prep-choice-${c}`}
              sx={{ minHeight: 48, lineHeight: 1.2, borderLeft: '1px solid rgba(0,0,0,0.12) !important' }}
            >
              {t(`choices.${c}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {choice === 'custom' && (
          <Stack direction="row" spacing={1}>
            <TextField
              type="datetime-local"
              label={t('from')}
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ bgcolor: 'background.paper' }}
            />
            <TextField
              type="datetime-local"
              label={t('to')}
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ bgcolor: 'background.paper' }}
            />
          </Stack>
        )}
        {!ready && <Alert severity="info">{t('chooseTimes')}</Alert>}
        {error && <Alert severity="error">{errorMessage(error, t('error'))}</Alert>}
      </Stack>
      {data ? (
        <PrepSheet list={data} lang={locale === 'hi' ? 'hi' : 'en'} now={now} title={t('name')} />
      ) : ready && isPending && !error ? (
        <Typography sx={{ textAlign: 'center' }}>{translate('ra.page.loading')}</Typography>
      ) : null}
    </Box>
  );
}
