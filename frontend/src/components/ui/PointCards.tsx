import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A point the shop makes: a short title and a sentence. */
export interface Point {
  title: string;
  text: string;
}

/** Points as a grid of small cards (one column on a phone, four on a wide screen). */
export function PointCards({ points, ordered = false }: { points: readonly Point[]; ordered?: boolean }) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {points.map((point) => (
        <Box
          component="li"
          key={point.title}
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, p: 2 }}
        >
          <Typography variant="h6" component="h3">
            {point.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {point.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
