import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminCustomerDto } from '../../../api/staff';
import { paths } from '../../../config/paths';
import { formatPhone, formatShopDate, fullName, mailtoHref, telHref } from '../appointments';
import { claimText } from '../customers';
import { BACK_OFFICE_TEXT } from '../text';

const TEXT = BACK_OFFICE_TEXT.customers;
/** Columns of their own from the small breakpoint up; under the name on phones. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

export interface CustomerTableProps {
  rows: AdminCustomerDto[];
  timeZone: string;
}

/** The customers (each name opens their page) with contact links, bookings, repairs and discount claim (contact under the name on phones). */
export function CustomerTable({ rows, timeZone }: CustomerTableProps) {
  return (
    // Scrolls sideways on small screens: focusable and named so keyboard users can scroll it too.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={TEXT.caption}>
      <Table size="small" aria-label={TEXT.caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{TEXT.columns.name}</TableCell>
            <TableCell scope="col" sx={WIDE_ONLY}>
              {TEXT.columns.email}
            </TableCell>
            <TableCell scope="col" sx={WIDE_ONLY}>
              {TEXT.columns.phone}
            </TableCell>
            <TableCell scope="col" align="right">
              {TEXT.columns.appointments}
            </TableCell>
            <TableCell scope="col" align="right" sx={WIDE_ONLY}>
              {TEXT.columns.orders}
            </TableCell>
            <TableCell scope="col">{TEXT.columns.claim}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.id}>
              <TableCell component="th" scope="row">
                <Link href={paths.admin.customer.href(c.id)} sx={{ fontWeight: 600 }}>
                  {fullName(c)}
                </Link>
                {c.erasedAt ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {TEXT.erased}
                  </Typography>
                ) : null}
                {/* On a phone the contact links sit under the name instead of in columns of their own. */}
                <Box component="span" sx={{ ...NARROW_ONLY, overflowWrap: 'anywhere' }}>
                  {c.email ? (
                    <Link href={mailtoHref(c.email)} sx={{ display: 'block' }}>
                      {c.email}
                    </Link>
                  ) : null}
                  {c.phone ? (
                    <Link href={telHref(c.phone)} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                      {formatPhone(c.phone)}
                    </Link>
                  ) : null}
                </Box>
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere', minWidth: 160 }}>
                {c.email ? <Link href={mailtoHref(c.email)}>{c.email}</Link> : null}
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                {c.phone ? <Link href={telHref(c.phone)}>{formatPhone(c.phone)}</Link> : null}
              </TableCell>
              <TableCell align="right">
                {c.appointmentCount}
                {c.lastAppointmentAt ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {TEXT.lastAppointment(formatShopDate(c.lastAppointmentAt, timeZone))}
                  </Typography>
                ) : null}
                {/* On a phone the repairs sit under the appointments instead of in a column of their own. */}
                <Typography variant="body2" color="text.secondary" component="span" sx={NARROW_ONLY}>
                  {TEXT.repairs(c.repairOrderCount)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {c.repairOrderCount}
              </TableCell>
              <TableCell sx={{ minWidth: { xs: 120, sm: 200 } }}>{claimText(c.claim, timeZone)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
