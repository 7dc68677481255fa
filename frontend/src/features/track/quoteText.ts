/** The words of the quote on the customer's tracking page (workshop spec 3). */
export const QUOTE_TEXT = {
  title: 'Your quote',
  version: (version: number) => `Version ${version}`,
  validUntil: 'Valid until',
  pendingHelp: 'Please approve the quote so we can start the repair, or decline it to get your device back.',
  approve: 'Approve quote',
  decline: 'Decline',
  confirmApprove: {
    title: (total: string) => `Approve the quote of ${total}?`,
    withDiscount: (discount: string) => `This is with your first-repair discount of ${discount} taken off.`,
    message: 'We start the repair once you approve. We reserve the parts it needs right away.',
    confirm: 'Approve',
  },
  confirmDecline: {
    title: 'Decline the quote?',
    message: 'We will not repair the device and will get it ready for you to pick up.',
    confirm: 'Decline quote',
  },
  keep: 'Go back',
  approved: (date: string) => `You approved this quote on ${date}. Thank you!`,
  declined: (date: string) => `You declined this quote on ${date}. Your device will be ready for pickup.`,
  expired: (date: string) =>
    `This quote expired on ${date}. Please contact us and we will send you a new one.`,
  approvedToast: 'Quote approved',
  declinedToast: 'Quote declined',
  failed: 'Your answer was not recorded',
} as const;
