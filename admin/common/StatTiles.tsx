import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export interface StatTile {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  color?: string;
}

/** A row of summary tiles (counts over the current list), wrapping on small screens. */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${Math.min(tiles.length, 4)}, 1fr)` }, gap: 2, mb: 2 }}>
      {tiles.map((tile) => (
        <Card key={tile.label} variant="outlined" sx={{ borderLeft: 4, borderLeftColor: tile.color ?? 'primary.main' }}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5, '&:last-child': { pb: 2 } }}>
            {tile.icon && <Box sx={{ color: tile.color ?? 'primary.main', display: 'flex' }}>{tile.icon}</Box>}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {tile.label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {tile.value}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
