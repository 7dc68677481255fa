import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import { useCreateRepairOrderTrackingLinkMutation } from '../../../../api/staff';
import { notifyFailure } from '../../../../components/notify';
import type { CheckedInState } from '../../../../components/workshop/checkIn';
import { paths } from '../../../../config/paths';
import { WORKSHOP_TEXT } from '../../text';

const TEXT = WORKSHOP_TEXT.order;

/**
 * The intake slip, printed again: with the tracking link the check-in just answered (the page was
 * opened from it), or a new one (earlier links keep working).
 */
export function PrintSlipButton({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const checkedIn = (location.state as CheckedInState | null)?.trackingUrl ?? null;
  const [makeLink, link] = useCreateRepairOrderTrackingLinkMutation();
  const printSlip = async () => {
    try {
      const trackingUrl = checkedIn ?? (await makeLink({ id: orderId }).unwrap()).trackingUrl;
      void navigate(paths.admin.intakeSlip.href(orderId), { state: { trackingUrl } });
    } catch (error) {
      notifyFailure(error, { title: TEXT.linkFailed, message: 'Please try again.' });
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<PrintIcon />}
      onClick={() => void printSlip()}
      disabled={link.isLoading}
    >
      {TEXT.printSlip}
    </Button>
  );
}
