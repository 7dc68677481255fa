import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useGetAdminAppointmentQuery } from '../../../api/staff';
import { BACK_OFFICE_TEXT } from '../text';
import { AppointmentDetails } from './AppointmentDetails';

const TEXT = BACK_OFFICE_TEXT.appointments;

export interface AppointmentDetailsDialogProps {
  id: string;
  reference: string;
  timeZone: string;
  today: string;
  onClose: () => void;
}

/** Reads one appointment with its history (GET /api/admin/appointments/:id) and shows it. */
export function AppointmentDetailsDialog({
  id,
  reference,
  timeZone,
  today,
  onClose,
}: AppointmentDetailsDialogProps) {
  const detail = useGetAdminAppointmentQuery({ id }, { refetchOnMountOrArgChange: true });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle>{TEXT.detailTitle(reference)}</DialogTitle>
      <DialogContent dividers>
        {detail.data ? (
          <AppointmentDetails appointment={detail.data} timeZone={timeZone} today={today} />
        ) : detail.isError ? (
          <Alert severity="error">{TEXT.detailLoadFailed}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={TEXT.detailTitle(reference)} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
