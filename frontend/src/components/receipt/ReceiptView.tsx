import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReceiptDto } from '../../api/track';
import { shop } from '../../config/shop';
import { dayInZone, formatDateTime, formatDay } from '../../lib/dates';
import { formatPhone } from '../../lib/format';
import { formatCents } from '../../lib/money';

const METHOD: Record<string, string> = { cash: 'Cash', card: 'Card', other: 'Other' };
const KIND: Record<string, string> = { service: 'Service', labour: 'Labour', part: 'Part' };

/** The receipt's title: a credit note, an invoice while something is due, otherwise a receipt. */
export function receiptTitle(r: Pick<ReceiptDto, 'kind' | 'dueCents'>): string {
  if (r.kind === 'credit_note') return 'Credit note';
  return r.dueCents > 0 ? 'Invoice' : 'Receipt';
}

/**
 * On paper only the receipt: the site's header, footer, staff bar and buttons are left out, black on
 * white, A4 or Letter (the browser's paper size) with 12 mm margins.
 */
export const receiptPrintStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        // The site's header, staff bar, footer, toasts and every button stay off the paper.
        'header, footer, nav, [data-no-print], .MuiButton-root, .notistack-SnackbarContainer': {
          display: 'none !important',
        },
        body: { background: '#fff !important', color: '#000' },
        'main, main > *': { margin: '0 !important', padding: '0 !important', maxWidth: 'none !important' },
        // The layout's screen-high shell would be a page and its margins: a blank second sheet.
        'div:has(> main)': { minHeight: '0 !important' },
        '[data-receipt]': { border: 'none !important', padding: '0 !important' },
        // Each receipt after the first (credit notes on the tracking page) on a sheet of its own. A
        // forced break after the last one, or before the first (the hidden buttons precede it), printed
        // a blank sheet.
        '*:has(> [data-receipt]) ~ *:has(> [data-receipt])': { breakBefore: 'page' },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

/**
 * The words under a line: its kind, whether it is taxed, the unit price of several, a service's
 * warranty; the receipt's PDF writes the same (backend receipt-pdf.ts).
 */
function lineDetail(l: ReceiptDto['lines'][number]): string {
  return [
    `${KIND[l.kind] ?? l.kind}${l.taxable ? ', taxable' : ''}`,
    ...(l.quantity > 1 ? [`${formatCents(l.unitPriceCents)} each`] : []),
    ...(l.warrantyEndsOn ? [`warranty until ${formatDay(l.warrantyEndsOn)}`] : []),
  ].join(' · ');
}

/** A payment's row: what it was, how, on which day, and its note (the PDF's words too). */
function paymentLabel(p: ReceiptDto['payments'][number]): string {
  const what = p.amountCents < 0 ? 'Refund' : p.deposit ? 'Deposit' : 'Payment';
  const day = formatDay(dayInZone(new Date(p.at), shop.timeZone));
  return `${what} · ${METHOD[p.method] ?? p.method} · ${day}${p.note ? ` · ${p.note}` : ''}`;
}

/**
 * One of the receipt's signatures in the words the server built for its PDF too (backend
 * receipt-signatures.ts): the strokes (or that they were erased), the name and the time in shop
 * time, the terms version; or the plain words saying it is missing.
 */
function SignatureBlock({ signature: s }: { signature: ReceiptDto['signatures'][number] }) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} data-testid={`receipt-signature-${s.kind}`}>
      <Typography component="figcaption" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {s.title}
      </Typography>
      {s.missing ? (
        <Typography variant="body2">{s.missing}</Typography>
      ) : (
        <>
          {s.image ? (
            <Box
              component="img"
              src={s.image}
              alt={`${s.title}: signature of ${s.signerName ?? 'the customer'}`}
              width={300}
              height={100}
              sx={{ display: 'block', width: '100%', maxWidth: 300, height: 'auto', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {s.imageErased}
            </Typography>
          )}
          <Typography variant="body2" sx={{ borderTop: 1, borderColor: 'text.secondary', pt: 0.5, mt: 0.5 }}>
            {s.signerName} ·{' '}
            <time dateTime={s.signedAt ?? undefined}>{formatDateTime(s.signedAt ?? '', shop.timeZone)}</time>
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {s.detail}
          </Typography>
        </>
      )}
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * A receipt or credit note as issued (counter spec 3): the shop, the customer, the device and
 * reference, each line with its amount and warranty, discount, total, the tax it includes, each
 * payment, the balance, the customer's signatures (a receipt's), and the returns and warranty terms. Readable on a phone, printed on A4/Letter.
 */
export function ReceiptView({ receipt: r }: { receipt: ReceiptDto }) {
  const title = receiptTitle(r);
  return (
    <Box
      data-receipt=""
      component="article"
      aria-label={`${title} ${r.number}`}
      sx={{
        maxWidth: 760,
        mx: 'auto',
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h2" component="p" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
            {r.shop.name}
          </Typography>
          <Typography variant="body2">{r.shop.address}</Typography>
          <Typography variant="body2">
            {r.shop.phone} · {r.shop.email}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {title} {r.number}
          </Typography>
          <Typography variant="body2">Issued {formatDateTime(r.issuedAt, shop.timeZone)}</Typography>
          {r.creditOf ? (
            <Typography variant="body2">
              Corrects receipt {r.creditOf}: {r.creditReason}
            </Typography>
          ) : null}
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, my: 2 }}>
        <Box>
          <Typography variant="overline" component="p">
            Customer
          </Typography>
          <Typography>{r.customer.name}</Typography>
          {r.customer.phone ? <Typography variant="body2">{formatPhone(r.customer.phone)}</Typography> : null}
          {r.customer.email ? <Typography variant="body2">{r.customer.email}</Typography> : null}
        </Box>
        <Box>
          <Typography variant="overline" component="p">
            Repair
          </Typography>
          <Typography>{r.device}</Typography>
          <Typography variant="body2">Reference {r.reference}</Typography>
        </Box>
      </Box>
      {r.unrepaired ? (
        // A declined quote or an unrepairable device: said before the lines, on paper too.
        <Typography sx={{ fontWeight: 700, mb: 2 }} data-testid="receipt-unrepaired">
          {r.unrepaired}
        </Typography>
      ) : null}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Lines of the receipt">
        <Table size="small" aria-label="Lines">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {r.lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>
                  {l.description}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {lineDetail(l)}
                  </Typography>
                </TableCell>
                <TableCell align="right">{l.quantity}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCents(l.totalCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ ml: { sm: 'auto' }, maxWidth: { sm: 360 }, mt: 2 }}>
        <Row label="Subtotal" value={formatCents(r.subtotalCents)} />
        {r.discountCents ? <Row label="Discount" value={formatCents(-r.discountCents)} /> : null}
        <Row label="Total" value={formatCents(r.totalCents)} strong />
        <Row
          label={`Sales tax included (${r.tax.ratePercent}% of ${formatCents(r.tax.taxableCents)} taxable)`}
          value={formatCents(r.tax.taxCents)}
        />
        {r.payments.map((p, i) => (
          <Row key={i} label={paymentLabel(p)} value={formatCents(p.amountCents)} />
        ))}
        {r.kind === 'receipt' ? (
          <>
            <Row label="Paid" value={formatCents(r.paidCents)} />
            <Row label={r.dueCents > 0 ? 'Balance due' : 'Balance'} value={formatCents(r.dueCents)} strong />
          </>
        ) : null}
      </Box>
      {r.signatures.length ? (
        <Box
          component="section"
          aria-label="Signatures"
          sx={{ mt: 3, breakInside: 'avoid' }}
          data-testid="receipt-signatures"
        >
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
            Signatures
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {r.signatures.map((s) => (
              <SignatureBlock key={s.kind} signature={s} />
            ))}
          </Box>
        </Box>
      ) : null}
      <Box component="ul" sx={{ mt: 3, pl: 2.5, color: 'text.secondary', fontSize: '0.85rem' }}>
        {r.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </Box>
    </Box>
  );
}
