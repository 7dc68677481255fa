import { useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useGetReceiptQuery } from '../../api/staff';
import { ReceiptView, receiptPrintStyles, receiptTitle } from '../../components/receipt/ReceiptView';
import { RecordLoadState, recordUnavailable } from '../../components/staff/RecordLoadState';
import { StaffGate } from '../../components/staff/StaffGate';
import { PageContainer } from '../../components/ui/PageContainer';
import { paths } from '../../config/paths';
import { metaOf } from '../../config/routeMeta';
import { usePageMeta } from '../../lib/usePageMeta';

function ReceiptScreen({ id }: { id: string }) {
  const { data: receipt, error, isError } = useGetReceiptQuery({ id });
  usePageMeta(
    receipt ? `${receiptTitle(receipt)} ${receipt.number}` : metaOf('admin.receipt').title,
    'A receipt',
  );
  if (!receipt || recordUnavailable(error))
    return (
      <RecordLoadState
        error={error}
        isError={isError}
        notFound={{ title: 'Receipt not found', message: 'There is no receipt at this address.' }}
        loadingLabel="Loading the receipt"
        loadFailed="The receipt could not be loaded."
      />
    );
  return (
    <PageContainer>
      {receiptPrintStyles}
      {/* Above the receipt's own left edge (it is at most 760 px wide, centred). */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', maxWidth: 760, mx: 'auto' }}
      >
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
