import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** A row of summary tiles (counts over the current list), wrapping on small screens; a caption says what a figure counts. */
export function StatTiles({
  tiles,
}: {
  tiles: { label: string; value: ReactNode; icon?: ReactNode; color?: string; caption?: string }[];
}) {
  const columns = { xs: 'repeat(2, 1fr)', md: `repeat(${Math.min(tiles.length, 4)}, 1fr)` };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: 2, mb: 2 }}>
      {tiles.map(({ label, value, icon, color = 'primary.main', caption }) => (
        <Card key={label} variant="outlined" sx={{ borderLeft: 4, borderLeftColor: color }}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5, '&:last-child': { pb: 2 } }}>
            {icon && <Box sx={{ color, display: 'flex' }}>{icon}</Box>}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {value}
              </Typography>
              {caption && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {caption}
                </Typography>
              )}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
