import { useLocation } from 'react-router-dom';
import { QRCodeSVG } from 'qrcode.react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useGetRepairOrderQuery, useListRepairOrderSignaturesQuery } from '../../../api/staff';
import { SignatureCard } from '../../../components/signatures/SignatureCard';
import { FactList } from '../../../components/ui/FactList';
import { PageContainer } from '../../../components/ui/PageContainer';
import { estimateAnswer, INTAKE_CHECK_LABEL, INTAKE_PARTS } from '../../../components/workshop/intake';
import type { CheckedInState } from '../../../components/workshop/checkIn';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { usePageMeta } from '../../../lib/usePageMeta';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.slip;

/**
 * On paper only the slip: the site's header, footer, staff bar and the buttons are left out, black
 * on white, one A4/Letter page.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#intake-slip, #intake-slip *': { visibility: 'visible' },
        '#intake-slip': {
          position: 'absolute',
          inset: '0 0 auto 0',
          maxWidth: 'none !important',
          border: 'none !important',
          padding: '0 !important',
        },
        body: { background: '#fff !important', color: '#000' },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

/** The slip the customer takes home: shop, reference, device, services, intake, QR of the tracking link. */
export function IntakeSlip({ id }: { id: string }) {
  const location = useLocation();
  const trackingUrl = (location.state as CheckedInState | null)?.trackingUrl ?? null;
  const { data: order, isError } = useGetRepairOrderQuery({ id });
  const { data: signed } = useListRepairOrderSignaturesQuery({ id });
  const intakeSignature = signed?.signatures.filter((s) => s.kind === 'intake').at(-1);
  usePageMeta(order ? `${TEXT.title} ${order.reference}` : TEXT.title, 'Printable intake slip');
  if (!order)
    return (
      <PageContainer>
        {isError ? (
          <Alert severity="error">The repair order could not be loaded.</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
            <CircularProgress aria-label="Loading the slip" />
          </Box>
        )}
      </PageContainer>
    );
  const { intake } = order;
  return (
    <PageContainer>
      {printStyles}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} data-no-print="">
        <Button variant="text" href={paths.admin.repairOrder.href(order.id)} sx={{ ml: -1 }}>
          {TEXT.back}
        </Button>
        {trackingUrl ? (
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {TEXT.print}
          </Button>
        ) : null}
      </Stack>
      {trackingUrl ? null : (
        <Alert severity="info" sx={{ mb: 2 }} data-no-print="">
          {TEXT.noLink}
        </Alert>
      )}
      <Box
        id="intake-slip"
        component="article"
        aria-label={`${TEXT.title} ${order.reference}`}
        sx={{
          maxWidth: 720,
          mx: 'auto',
          p: 3,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
              {shop.name}
            </Typography>
            <Typography variant="body2">{shop.address}</Typography>
            <Typography variant="body2">
              {shop.phone} · {shop.email}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="body2">{TEXT.title}</Typography>
            <Typography
              sx={{ fontSize: '1.75rem', fontWeight: 700, letterSpacing: 1 }}
              data-testid="slip-reference"
            >
              {order.reference}
            </Typography>
            <Typography variant="body2">{formatDateTime(order.createdAt, shop.timeZone)}</Typography>
          </Box>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
            gap: 3,
            mt: 3,
            alignItems: 'start',
          }}
        >
          <FactList
            dense
            rows={[
              ['Customer', order.customer.name],
              ['Phone', order.customer.phone],
              ['Device', order.deviceLabel],
              ['Serial / IMEI', intake.serial || '—'],
              ['Services', order.services.map((s) => s.name).join(', ')],
              ...INTAKE_PARTS.map((p) => [p.label, INTAKE_CHECK_LABEL[intake.checklist[p.key]]] as const),
              ['Condition', intake.conditionNotes || '—'],
              ['Accessories', intake.accessories.length ? intake.accessories.join(', ') : 'None'],
              ['Estimate', estimateAnswer(intake)],
            ]}
          />
          {trackingUrl ? (
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <QRCodeSVG
                value={trackingUrl}
                size={152}
                marginSize={2}
                role="img"
                aria-label="QR code of the tracking link"
                data-testid="slip-qr"
              />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {TEXT.scan}
              </Typography>
              <Typography
                variant="caption"
                sx={{ overflowWrap: 'anywhere', maxWidth: 200 }}
                data-testid="slip-link"
              >
                {trackingUrl}
              </Typography>
            </Stack>
          ) : null}
        </Box>
        <Typography variant="body2" sx={{ mt: 3 }}>
          Look up your repair at any time on our website with the reference above and the last 4 digits of
          your phone number.
        </Typography>
        {intakeSignature ? (
          // The customer's signature of this intake (intake spec 2): strokes, name, time, terms version.
          <Box sx={{ mt: 3, maxWidth: 320 }}>
            <SignatureCard signature={intakeSignature} when={(iso) => formatDateTime(iso, shop.timeZone)} />
          </Box>
        ) : (
          <Box sx={{ mt: 5, borderTop: 1, width: 260, pt: 0.5 }}>
            <Typography variant="caption">{TEXT.signature}</Typography>
          </Box>
        )}
      </Box>
    </PageContainer>
  );
}
