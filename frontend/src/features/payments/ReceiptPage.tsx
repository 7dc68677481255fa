import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import type { ApiError } from '../../api';
import { useGetReceiptQuery } from '../../api/staff';
import { ReceiptView, receiptPrintStyles, receiptTitle } from '../../components/receipt/ReceiptView';
import { StaffGate } from '../../components/staff/StaffGate';
import { NotFoundState } from '../../components/ui/NotFoundState';
import { PageContainer } from '../../components/ui/PageContainer';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/usePageMeta';

function ReceiptScreen({ id }: { id: string }) {
  const { data: receipt, error, isError } = useGetReceiptQuery({ id });
  usePageMeta(
    receipt ? `${receiptTitle(receipt)} ${receipt.number}` : paths.admin.receipt.title,
    'A receipt',
  );
  const status = (error as ApiError | undefined)?.status;
  if (status === 404 || status === 400)
    return (
      <PageContainer>
        <NotFoundState title="Receipt not found" message="There is no receipt at this address." />
      </PageContainer>
    );
  if (!receipt)
    return (
      <PageContainer>
        {isError ? (
          <Alert severity="error">The receipt could not be loaded.</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
            <CircularProgress aria-label="Loading the receipt" />
          </Box>
        )}
      </PageContainer>
    );
  return (
    <PageContainer>
      {receiptPrintStyles}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {receipt.repairOrderId ? (
          <Button variant="text" href={paths.admin.repairOrder.href(receipt.repairOrderId)} sx={{ ml: -1 }}>
            Back to {receipt.reference}
          </Button>
        ) : null}
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={receipt.pdfUrl} download>
          Download PDF
        </Button>
      </Stack>
      <ReceiptView receipt={receipt} />
    </PageContainer>
  );
}

/** /admin/receipts/<id>: a receipt or credit note as issued, printed on its own or downloaded as PDF. */
export default function ReceiptPage() {
  const { receiptId = '' } = useParams();
  return <StaffGate loadingLabel="Receipt">{() => <ReceiptScreen id={receiptId} />}</StaffGate>;
}
