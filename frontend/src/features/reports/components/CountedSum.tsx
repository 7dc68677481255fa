import Typography from '@mui/material/Typography';
import { dollars } from '../reports';

/** A sum of money in a table's cell, with how many papers or payments make it on a line under it. */
export function CountedSum({ cents, count }: { cents: number; count?: string }) {
  return (
    <>
      {dollars(cents)}
      {count ? (
        <>
          {' '}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {count}
          </Typography>
        </>
      ) : null}
    </>
  );
}
