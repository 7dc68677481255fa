import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useCountCashMutation, useGetCashUpQuery, type CashUpRowDto } from '../../api/staff';
import { serverMessage } from '../../api/errors';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { notify } from '../../components/notify';
import { PageContainer } from '../../components/ui/PageContainer';
import { Section } from '../../components/ui/Section';
import { paths } from '../../config/paths';
import { metaOf } from '../../config/routeMeta';
import { shop } from '../../config/shop';
import { dayInZone, formatDateTime, formatDay } from '../../lib/dates';
import { centsAsInput, formatCents, parseDollars } from '../../lib/money';
import { usePageMeta } from '../../lib/usePageMeta';

const money = (cents: number) => formatCents(cents);
const METHOD: Record<string, string> = { cash: 'Cash', card: 'Card', other: 'Other' };

/** How many payments or refunds a sum is made of, on a line of its own under it. */
function Count({ n, one, many }: { n: number; one: string; many: string }) {
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {n} {n === 1 ? one : many}
    </Typography>
  );
}

function TakingsTable({
  label,
  rows,
  keyLabel,
}: {
  label: string;
  rows: CashUpRowDto[];
  keyLabel: (k: string) => string;
}) {
  if (!rows.length) return <Typography color="text.secondary">No payments this day.</Typography>;
  return (
    // Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label}: takings`}>
      <Table
        size="small"
        aria-label={label}
        // Narrower cells on a phone: the four columns fit a 390 px screen without scrolling.
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{label}</TableCell>
            <TableCell align="right">Payments</TableCell>
            <TableCell align="right">Refunds</TableCell>
            <TableCell align="right">Net</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{keyLabel(r.key)}</TableCell>
              <TableCell align="right">
                {money(r.paymentsCents)}
                <Count n={r.paymentCount} one="payment" many="payments" />
              </TableCell>
              <TableCell align="right">
                {money(r.refundsCents)}
                <Count n={r.refundCount} one="refund" many="refunds" />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {money(r.netCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function CountForm({ day, expectedCents }: { day: string; expectedCents: number }) {
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [count, counting] = useCountCashMutation();
  const cents = parseDollars(counted);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cents === null) return;
    setError(null);
    try {
      const result = await count({
        day,
        countCashDto: { countedCashCents: cents, ...(note.trim() ? { note: note.trim() } : {}) },
      }).unwrap();
      notify({ title: 'Till counted', message: `Difference ${money(result.differenceCents ?? 0)}` });
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The count was not saved. Please try again.');
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Count the till"
      sx={{ mt: 2 }}
    >
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <TextField
          label="Cash counted ($)"
          value={counted}
          onChange={(e) => setCounted(e.target.value)}
          placeholder={centsAsInput(expectedCents)}
          error={Boolean(counted) && cents === null}
          helperText={counted && cents === null ? 'Type an amount such as 452.50' : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <TextField label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={cents === null || counting.isLoading}
        >
          Record the count
        </Button>
      </Stack>
    </Box>
  );
}

/** The day's cash-up as CSV (payments, refunds, receipts, deposits held, the till). */
const cashUpCsvHref = (day: string) => `/api/admin/cash-ups/${encodeURIComponent(day)}/export.csv`;

function CashUpScreen({ canCount }: { canCount: boolean }) {
  const [day, setDay] = useState(() => dayInZone(new Date(), shop.timeZone));
  const { data, isError } = useGetCashUpQuery({ day }, { refetchOnMountOrArgChange: true });
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Cash-up
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="date"
          label="Day"
          value={day}
          onChange={(e) => e.target.value && setDay(e.target.value)}
          sx={{ maxWidth: 220 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {data ? (
          <Button
            variant="outlined"
            href={cashUpCsvHref(data.day)}
            download
            startIcon={<DownloadIcon />}
            aria-label={`Download CSV of the cash-up of ${formatDay(data.day)}`}
          >
            Download CSV
          </Button>
        ) : null}
      </Stack>
      {isError ? <Alert severity="error">The cash-up could not be loaded.</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          <Section title={`The till, ${formatDay(data.day)}`}>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}
            >
              {(
                [
                  ['Payments', data.paymentsCents],
                  ['Refunds', data.refundsCents],
                  ['Cash expected', data.expectedCashCents],
                  ['Deposits held', data.depositsHeldCents],
                ] as const
              ).map(([label, cents]) => (
                <Box key={label}>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography
                    sx={{ fontSize: '1.4rem', fontWeight: 700 }}
                    data-testid={`cash-up-${label.toLowerCase().replace(/ /g, '-')}`}
                  >
                    {money(cents)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {data.countedCashCents !== null ? (
              <Alert severity={data.differenceCents === 0 ? 'success' : 'warning'} sx={{ mt: 2 }}>
                Counted {money(data.countedCashCents)} by {data.countedBy} at{' '}
                {formatDateTime(data.countedAt!, shop.timeZone)}: difference{' '}
                {money(data.differenceCents ?? 0)}
                {data.note ? ` (${data.note})` : ''}
              </Alert>
            ) : null}
            {canCount ? <CountForm key={day} day={day} expectedCents={data.expectedCashCents} /> : null}
          </Section>
          <Section title="By method">
            <TakingsTable label="Method" rows={data.byMethod} keyLabel={(k) => METHOD[k] ?? k} />
          </Section>
          <Section title="By staff member">
            <TakingsTable label="Staff member" rows={data.byStaff} keyLabel={(k) => k} />
          </Section>
          <Section title={`Receipts issued (${data.receipts.length})`}>
            {data.receipts.length ? (
              <Stack spacing={0.5}>
                {data.receipts.map((r) => (
                  <Link key={r.id} href={paths.admin.receipt.href(r.id)}>
                    {r.kind === 'credit_note' ? 'Credit note' : 'Receipt'} {r.number} · {r.reference} ·{' '}
                    {r.customerName} · {money(r.totalCents)}
                  </Link>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">None this day.</Typography>
            )}
          </Section>
        </Stack>
      ) : null}
    </PageContainer>
  );
}

/** /admin/cash-up: a day's takings by method and staff member, refunds, receipts, deposits held, the till count. */
export default function CashUpPage() {
  usePageMeta(metaOf('admin.cashUp').title, "The day's takings, for shop staff");
  return (
    <StaffGate loadingLabel="Cash-up">
      {(session) => <CashUpScreen canCount={may(session, 'payments:write')} />}
    </StaffGate>
  );
}
