import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DashboardFigures } from './types';

/**
 * "Plates left today": every dish whose plates are counted, fewest first, so the owner sees what
 * runs out next; a dish at or below its warning level, or sold out, stands out. Nothing shows
 * when no dish is counted.
 */
export function PortionsLeftCard({ portions }: { portions: NonNullable<DashboardFigures['portions']> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (portions.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="portions-left">
      <CardContent sx={{ py: 1.5 }}>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>{translate('gaon.dashboard.portionsLeft')}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {portions.map((dish) => (
            <Chip
              key={dish.dishId}
              label={translate(
                dish.portionsLeft === 0 ? 'gaon.dashboard.portionsSoldOut' : 'gaon.dashboard.portionsOfDish',
                { name: (locale === 'hi' && dish.nameHi) || dish.name, count: dish.portionsLeft },
              )}
              color={
                dish.portionsLeft === 0
                  ? 'error'
                  : dish.lowAt !== null && dish.portionsLeft <= dish.lowAt
                    ? 'warning'
                    : 'default'
              }
              variant={dish.portionsLeft === 0 ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
