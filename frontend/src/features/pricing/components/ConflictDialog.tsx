import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PriceConflictDetailsDto } from '../../../api/staff';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { cellKey } from '../pricingState';

export interface ConflictDialogProps {
  conflict: PriceConflictDetailsDto | null;
  /** Called with the keys of the cells whose pending value the editor keeps. */
  onResolve: (keep: ReadonlySet<string>) => void;
}

const money = (price: number | null): string =>
  price === null || price === 0 ? 'not available' : formatMoney(price);

/** After a 409 (shown above the matrix, which stays visible): the cells changed by someone else, and for each, keep my value or take theirs. */
export function ConflictDialog({ conflict, onResolve }: ConflictDialogProps) {
  const [keep, setKeep] = useState<Set<string>>(new Set());
  // A new conflict starts with no choices made (adjusted during render, not in an effect).
  const [shownConflict, setShownConflict] = useState(conflict);
  if (shownConflict !== conflict) {
    setShownConflict(conflict);
    setKeep(new Set());
  }
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [conflict]);
  if (!conflict) return null;

  const choose = (key: string, mine: boolean) =>
    setKeep((current) => {
      const next = new Set(current);
      if (mine) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Paper
      component="section"
      aria-labelledby="pricing-conflict-title"
      variant="outlined"
      sx={{ p: 2, mb: 2, borderColor: 'error.main', borderWidth: 2 }}
    >
      <Typography
        id="pricing-conflict-title"
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1.25rem', mb: 1 }}
      >
        Prices changed by someone else
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Typography sx={{ mb: 2 }}>
          These cells were changed after you loaded the matrix. Choose for each whether to keep your value
          (saved with your next Save) or drop it and keep the current price. Nothing was saved.
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Cell</TableCell>
              <TableCell>Current price</TableCell>
              <TableCell>Your value</TableCell>
              <TableCell>Keep</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {conflict.conflicts.map((c) => {
              const key = cellKey(c.deviceModelId, c.serviceTypeId);
              const name = `${c.device} / ${c.service}`;
              return (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell>
                    {money(c.currentPrice)}
                    {c.changedBy
                      ? ` (by ${c.changedBy}${c.changedAt ? `, ${formatDateTime(c.changedAt, shop.timeZone)}` : ''})`
                      : ''}
                  </TableCell>
                  <TableCell>{money(c.yourPrice)}</TableCell>
                  <TableCell>
                    <RadioGroup
                      row
                      aria-label={`Which price to keep for ${name}`}
                      value={keep.has(key) ? 'mine' : 'theirs'}
                      onChange={(e) => choose(key, e.target.value === 'mine')}
                    >
                      <FormControlLabel value="theirs" control={<Radio />} label="Current" />
                      <FormControlLabel value="mine" control={<Radio />} label="Mine" />
                    </RadioGroup>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Button variant="contained" onClick={() => onResolve(keep)} sx={{ mt: 2 }}>
        Apply choices
      </Button>
    </Paper>
  );
}
