import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useGetTrackingReceiptsQuery, type ApiError } from '../../api/track';
import { PageLoader } from '../../components/layout/PageLoader';
import { ReceiptView, receiptPrintStyles, receiptTitle } from '../../components/receipt/ReceiptView';
import { NotFoundState } from '../../components/ui/NotFoundState';
import { PageContainer } from '../../components/ui/PageContainer';
import { paths } from '../../config/paths';
import { metaOf } from '../../config/routeMeta';
import { usePageMeta } from '../../lib/usePageMeta';

/**
 * /track/<token>/receipt: the customer's receipt (and any credit note) for the repair their link
 * follows, to print or download as PDF; never another order's.
 */
export default function TrackReceiptPage() {
  const { token = '' } = useParams();
  const query = useGetTrackingReceiptsQuery({ token });
  const receipts = query.data ?? [];
  const first = receipts[0];
  usePageMeta(
    first ? `${receiptTitle(first)} ${first.number}` : metaOf('track.receipt').title,
    'Your receipt',
  );
  const status = (query.error as ApiError | undefined)?.status;
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <PageContainer>
        {receiptPrintStyles}
        <Button variant="text" href={paths.track.order.href(token)} sx={{ ml: -1, mb: 1 }}>
          Back to your repair
        </Button>
        {first ? (
          <Stack spacing={3}>
            {receipts.map((r) => (
              <Box key={r.id}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
                  <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                    Print
                  </Button>
                  <Button variant="outlined" startIcon={<DownloadIcon />} href={r.pdfUrl} download>
                    Download PDF
                  </Button>
                </Stack>
                <ReceiptView receipt={r} />
              </Box>
            ))}
          </Stack>
        ) : query.isSuccess || status === 404 || status === 400 ? (
          <NotFoundState
            title="No receipt yet"
            message="A receipt is issued when you pick up your device. This link may also have expired."
          />
        ) : query.isError ? (
          <Alert severity="error">Your receipt could not be loaded. Please try again.</Alert>
        ) : (
          <PageLoader />
        )}
      </PageContainer>
    </Box>
  );
}
