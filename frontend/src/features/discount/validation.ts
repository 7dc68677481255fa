export interface SignupValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

export const EMPTY_SIGNUP: SignupValues = { firstName: '', lastName: '', phone: '', email: '' };

/** Lengths at which focus moves on to the next field (spec 5). */
export const AUTO_ADVANCE_AT: Partial<Record<keyof SignupValues, number>> = {
  firstName: 2,
  lastName: 2,
  phone: 10,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The discount signup rules and their exact messages (spec 5). Values are judged trimmed. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (values.firstName.trim().length < 2) errors.firstName = 'First name must be at least 2 characters';
  if (values.lastName.trim().length < 2) errors.lastName = 'Last name must be at least 2 characters';
  if (values.phone.trim().length < 10) errors.phone = 'Please enter a valid phone number';
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}

/** The POST /api/customers payload of spec 7. */
export function signupPayload(values: SignupValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    discountClaimed: 'popup_10_off' as const,
    deviceInfo: 'Discount signup via popup',
  };
}
