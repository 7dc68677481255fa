import type { ToastText } from '../../components/notify';

export const BOOKED_TOAST: ToastText = {
  title: 'Appointment Booked!',
  message: "Your appointment has been successfully scheduled. You'll receive a confirmation email shortly.",
};
export const FAILED_TOAST: ToastText = {
  title: 'Booking Failed',
  message: 'There was an error booking your appointment. Please try again.',
};
export const SLOT_TAKEN_TOAST: ToastText = {
  title: 'Time No Longer Available',
  message: 'That time was just booked by someone else. Please choose another time.',
};
