import Typography from '@mui/material/Typography';
import { shop } from '../../config/shop';

export function BusinessHours() {
  return (
    <div>
      <Typography variant="h6" component="h2" gutterBottom>
        Business Hours
      </Typography>
      <dl style={{ margin: 0 }}>
        {shop.hours.map((row) => (
          <div key={row.days} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {row.days}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'nowrap' }}>
              {row.hours}
            </Typography>
          </div>
        ))}
      </dl>
    </div>
  );
}
