import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AppointmentStatus } from '../../../api';
import type { AdminAppointmentDto } from '../../../api/staff';
import { AppointmentCard } from './AppointmentCard';

export interface AppointmentDayGroupProps {
  heading: string;
  appointments: AdminAppointmentDto[];
  timeZone: string;
  canEdit: boolean;
  /** The appointment whose status is being changed, if any. */
  busyId: string | null;
  onChange: (appointment: AdminAppointmentDto, toStatus: AppointmentStatus) => void;
  onDetails: (appointment: AdminAppointmentDto) => void;
}

/** One day of appointments: its heading and its list. */
export function AppointmentDayGroup({
  heading,
  appointments,
  timeZone,
  canEdit,
  busyId,
  onChange,
  onDetails,
}: AppointmentDayGroupProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {appointments.map((a) => (
          <AppointmentCard
            key={a.id}
            appointment={a}
            timeZone={timeZone}
            canEdit={canEdit}
            busy={busyId !== null}
            onChange={onChange}
            onDetails={onDetails}
          />
        ))}
      </Box>
    </Box>
  );
}
