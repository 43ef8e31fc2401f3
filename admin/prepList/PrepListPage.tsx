import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Screen } from '../common';
import { errorMessage, httpClient } from '../providers/httpClient';
import type { PrepList } from '../../shared/api/prepList';
import { PrepSheet } from '../../shared/prep/PrepSheet';
import {
  fromIndiaInput,
  indiaInputValue,
  PREP_CHOICES,
  prepQuery,
  prepWindow,
  type PrepChoice,
} from '../../shared/prep/windows';

/**
 * Only the sheet prints, on 80 mm paper: the admin's bars and this screen's controls stay on
 * the screen (the sheet is lifted to the page's corner, as the printer's page).
 */
const PRINT_CSS =
  '@page { size: 80mm auto; margin: 2mm; } ' +
  '@media print { body * { visibility: hidden !important; } .prep-sheet, .prep-sheet * { visibility: visible !important; } ' +
  '.prep-sheet { position: absolute; left: 0; top: 0; width: 76mm !important; margin: 0 !important; box-shadow: none !important; } html, body { background: #fff !important; } }';

/**
 * The owner's prep list (GET /api/admin/prep-list): a kitchen or all, this evening, tomorrow's
 * lunch or evening or a chosen stretch; each dish's total over the orders due then, printable.
 */
export function PrepListPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.prepList.${key}`, options);
  const [locale] = useLocaleState();
  const [now] = useState(() => Date.now());
  const [choice, setChoice] = useState<PrepChoice>('evening');
  const [restaurantId, setRestaurantId] = useState<number | ''>('');
  const evening = prepWindow('evening', now);
  const [custom, setCustom] = useState({ from: indiaInputValue(evening.from), to: indiaInputValue(evening.to) });
  const span =
    choice === 'custom'
      ? { from: fromIndiaInput(custom.from), to: fromIndiaInput(custom.to) }
      : prepWindow(choice, now);
  const ready = !Number.isNaN(span.from) && !Number.isNaN(span.to);
  const query = ready ? prepQuery(span, restaurantId || null) : '';
  const { data: restaurants } = useGetList<{ id: number; name: string }>('restaurants', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data, error, isFetching } = useQuery({
    queryKey: ['prep-list', query],
    queryFn: () => httpClient(`/admin/prep-list?${query}`).then((r) => r.json as PrepList),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  return (
    <Screen
      title={t('title')}
      actions={
        <Button variant="contained" startIcon={<PrintIcon />} disabled={!data} onClick={() => window.print()}>
          {t('print')}
        </Button>
      }
    >
      <Title title={t('title')} />
      <style>{PRINT_CSS}</style>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        {t('intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('restaurant')}
          value={restaurantId}
          onChange={(e) => setRestaurantId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ width: { xs: '100%', md: 280 }, flex: 'none' }}
        >
          <MenuItem value="">{t('allRestaurants')}</MenuItem>
          {restaurants?.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={choice}
          aria-label={t('window')}
          onChange={(_e, value: PrepChoice | null) => value && setChoice(value)}
          sx={{ flexWrap: 'wrap' }}
        >
          {PREP_CHOICES.map((c) => (
            <ToggleButton key={c} value={c} data-testid={`prep-choice-${c}`} sx={{ textTransform: 'none' }}>
              {t(`choices.${c}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {choice === 'custom' && (
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              type="datetime-local"
              label={t('from')}
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="datetime-local"
              label={t('to')}
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        )}
      </Stack>
      {!ready ? (
        <Alert severity="info">{t('chooseTimes')}</Alert>
      ) : error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error, t('failedLoad'))}
        </Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('loading')}</Typography>
        </Box>
      ) : (
        <Box sx={{ opacity: isFetching ? 0.5 : 1, transition: 'opacity 150ms', py: 1 }} aria-busy={isFetching}>
          <PrepSheet list={data} lang={locale === 'hi' ? 'hi' : 'en'} now={now} title={t('title')} />
        </Box>
      )}
    </Screen>
  );
}
