import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Button, IconButton, List, ListItemButton, TextField, Typography } from '@mui/material';
import RemoveIcon from '@mui/icons-material/Remove';
import AddIcon from '@mui/icons-material/Add';
import type { MenuDish } from '../../api/ordering';

/** Dishes a search lists at once: a phone shows them without scrolling. */
const FOUND_MAX = 8;

type Line = { dish: MenuDish; number: number; quantity: number };
export type PickedItem = { dishId: number; quantity: number };

/**
 * The one fast screen of the counter, in the admin and the kitchen's app alike: find a dish by its
 * name (English or Hindi) or its number on the menu (the order `dishes` come in, as the table's
 * guests see them numbered), tap it to add one, set the quantity, send. `onSend` places the
 * order and says whether it went; the lines are cleared once it did. Test ids start with
 * `testIdPrefix` (`<prefix>-search`, `-found`, `-line`, `-send`).
 */
export function RoundPicker({
  dishes,
  onSend,
  rupees,
  testIdPrefix,
}: {
  dishes: MenuDish[];
  onSend: (items: PickedItem[]) => Promise<boolean>;
  rupees: (amount: number) => string;
  testIdPrefix: string;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dining.${key}`);
  const [locale] = useLocaleState();
  const [query, setQuery] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [busy, setBusy] = useState(false);
  const names = (dish: MenuDish) =>
    locale === 'hi' && dish.nameHi ? [dish.nameHi, dish.name] : [dish.name, dish.nameHi ?? ''];

  const found = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return dishes
      .map((dish, i) => ({ dish, number: i + 1 }))
      .filter(
        ({ dish, number }) =>
          String(number) === q || dish.name.toLowerCase().includes(q) || (dish.nameHi ?? '').includes(q),
      )
      .slice(0, FOUND_MAX);
  }, [query, dishes]);

  const add = (dish: MenuDish, number: number) => {
    const there = lines.find((l) => l.dish.id === dish.id);
    setLines(
      there
        ? lines.map((l) => (l === there ? { ...l, quantity: l.quantity + 1 } : l))
        : [...lines, { dish, number, quantity: 1 }],
    );
    setQuery('');
  };
  const setQuantity = (line: Line, quantity: number) =>
    setLines(quantity < 1 ? lines.filter((l) => l !== line) : lines.map((l) => (l === line ? { ...l, quantity } : l)));
  const total = lines.reduce((sum, l) => sum + l.dish.price * l.quantity, 0);

  const send = () => {
    setBusy(true);
    onSend(lines.map((l) => ({ dishId: l.dish.id, quantity: l.quantity })))
      .then((sent) => sent && setLines([]))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <TextField
        label={t('search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
        slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-search` } }}
      />
      {found.length > 0 && (
        <List
          dense
          data-testid={`${testIdPrefix}-found`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0, bgcolor: 'background.paper' }}
        >
          {found.map(({ dish, number }) => {
            const [name, other] = names(dish);
            return (
              <ListItemButton
                key={dish.id}
                disabled={!dish.available}
                onClick={() => add(dish, number)}
                sx={{ minHeight: 48 }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 1 }}>
                  <span>
                    {number}. {name}
                    {other ? ` · ${other}` : ''}
                    {dish.available ? '' : ` · ${t('soldOut')}`}
                  </span>
                  <span>{rupees(dish.price)}</span>
                </Box>
              </ListItemButton>
            );
          })}
        </List>
      )}
      {lines.length === 0 && <Typography color="text.secondary">{t('emptyRound')}</Typography>}
      {lines.map((line) => (
        <Box
          key={line.dish.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          data-testid={`${testIdPrefix}-line`}
        >
          <Typography sx={{ flex: 1 }}>
            {line.number}. {names(line.dish)[0]}
          </Typography>
          <IconButton aria-label={t('less')} onClick={() => setQuantity(line, line.quantity - 1)}>
            <RemoveIcon />
          </IconButton>
          <Typography sx={{ minWidth: 24, textAlign: 'center' }} aria-label={t('quantity')}>
            {line.quantity}
          </Typography>
          <IconButton aria-label={t('more')} onClick={() => setQuantity(line, line.quantity + 1)}>
            <AddIcon />
          </IconButton>
          <Typography sx={{ minWidth: 70, textAlign: 'right' }}>{rupees(line.dish.price * line.quantity)}</Typography>
        </Box>
      ))}
      <Button
        variant="contained"
        size="large"
        disabled={lines.length === 0 || busy}
        onClick={send}
        data-testid={`${testIdPrefix}-send`}
        sx={{ minHeight: 48 }}
      >
        {t('send')} {lines.length > 0 ? `· ${rupees(total)}` : ''}
      </Button>
    </>
  );
}
