import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useGetTrackingIntakeDocumentQuery, type TrackingDto } from '../../api/track';
import { paths } from '../../config/paths';

/**
 * "Sign your intake" on the tracking page while the customer has not signed it (intake spec 2):
 * a link to the signing screen on their phone. Nothing once signed, or for a closed order.
 */
export function TrackSignNotice({ token, status }: { token: string; status: TrackingDto['status'] }) {
  const closed = status === 'picked_up' || status === 'cancelled';
  const { data } = useGetTrackingIntakeDocumentQuery({ token }, { skip: closed });
  if (closed || !data || data.signedAt) return null;
  return (
    <Alert severity="warning" data-testid="track-sign">
      Please read and sign the intake: the shop’s terms, your device’s condition, the estimate and what we may
      do with your data.
      <Button
        variant="contained"
        href={paths.track.sign.href(token)}
        sx={{ mt: 1.5, display: 'flex', width: 'fit-content' }}
      >
        Sign your intake
      </Button>
    </Alert>
  );
}
