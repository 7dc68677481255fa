import Typography from '@mui/material/Typography';
import { useGetRepairTrackingPasscodeQuery } from '../../api/track';
import { Section } from '../../components/ui/Section';
import { shop } from '../../config/shop';
import { formatDateTime } from '../../lib/dates';

export const TRACK_PASSCODE_TEXT = {
  title: 'Your passcode',
  held: 'The shop holds your device passcode, encrypted; it is destroyed when you collect the device.',
  viewed: (n: number) => `Your passcode was viewed ${n} ${n === 1 ? 'time' : 'times'} by the technician.`,
  notViewed: 'Your passcode has not been viewed.',
  destroyed: (at: string) => `It was destroyed on ${at}.`,
} as const;

const TEXT = TRACK_PASSCODE_TEXT;

/**
 * What the customer sees of their passcode (intake spec 3): never the passcode, but whether the
 * shop holds it, how many times the technician viewed it and when it was destroyed. Nothing shows
 * when the shop never had one.
 */
export function TrackPasscode({ token }: { token: string }) {
  const { data } = useGetRepairTrackingPasscodeQuery({ token }, { refetchOnMountOrArgChange: 60 });
  if (!data || (!data.held && data.revealCount === 0 && !data.destroyedAt)) return null;
  return (
    <Section title={TEXT.title}>
      {data.held ? <Typography>{TEXT.held}</Typography> : null}
      <Typography sx={{ fontWeight: data.revealCount > 0 ? 600 : 400 }} data-testid="track-passcode-views">
        {data.revealCount > 0 ? TEXT.viewed(data.revealCount) : TEXT.notViewed}
      </Typography>
      {data.destroyedAt ? (
        <Typography color="text.secondary">
          {TEXT.destroyed(formatDateTime(data.destroyedAt, shop.timeZone))}
        </Typography>
      ) : null}
    </Section>
  );
}
