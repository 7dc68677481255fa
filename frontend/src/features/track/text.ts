import type { RepairOrderStatus } from '../../api/track';

/** The words of the customer's tracking pages (workshop spec 2). */
export const TRACK_TEXT = {
  lookup: {
    title: 'Track Your Repair',
    subtitle:
      'Enter the reference on your intake slip or e-mail (it starts with RO-) and the last 4 digits of your phone number.',
    reference: 'Repair reference',
    referenceHelp: 'For example RO-7KQ2MX',
    phoneLast4: 'Last 4 digits of your phone',
    submit: 'Track repair',
    searching: 'Looking up…',
    notFound:
      'We could not find a repair with that reference and phone number. Please check both and try again.',
    tooMany: 'Too many attempts. Please wait a while and try again, or call us.',
    failed: 'The look-up failed. Please try again.',
  },
  order: {
    headingLead: 'Repair',
    heading: (reference: string) => `Repair ${reference}`,
    status: 'Status',
    device: 'Device',
    services: 'Services',
    estimatedReady: 'Estimated ready',
    timeline: 'Progress',
    photos: 'Photos of your device',
    photosNote:
      'Taken by the shop when you brought it in and when you collect it, and any the technician shared with you.',
    /** The moments in a customer's words (staff say intake, repair, hand-over). */
    photoMoment: {
      intake: 'When you brought it in',
      repair: 'During the repair',
      handover: 'When you collected it',
    },
    photoAlt: (moment: string, n: number, of: number, at: string) =>
      `${moment}: photo ${n} of ${of}, taken ${at}`,
    bill: 'Your bill',
    payment: 'Payment',
    total: 'Total',
    quoteTotal: 'Quote total',
    paid: 'Paid',
    credited: 'Credit notes',
    depositAsked: 'Deposit asked',
    depositDue: 'Deposit still to pay',
    due: 'Due at pickup',
    receipt: 'Your receipt',
    billNote: 'What you pay for this repair as it stands: the services booked, or the quote you approved.',
    contact: 'Questions? Contact us',
    notFound: 'Repair Not Found',
    notFoundMessage:
      'This tracking link is not valid or has expired. Look up your repair with its reference and your phone number.',
    lookUp: 'Look up a repair',
    failed: 'Your repair could not be loaded. Please try again.',
    retry: 'Try again',
  },
} as const;

/** What each state means for the customer. */
export const STATUS_SENTENCE: Record<RepairOrderStatus, string> = {
  received: 'We have your device and will look at it soon.',
  diagnosing: 'A technician is finding out what your device needs.',
  awaiting_approval: 'We are waiting for your approval of the quote.',
  in_repair: 'Your device is being repaired.',
  waiting_parts: 'We are waiting for a part for your device.',
  ready: 'Your device is ready for pickup.',
  picked_up: 'You picked up your device. Thank you!',
  cancelled: 'This repair was cancelled.',
  unrepairable: 'We could not repair your device. We will return it to you.',
};
