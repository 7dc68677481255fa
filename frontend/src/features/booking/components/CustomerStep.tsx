import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { TextInput } from '../../../components/ui/TextInput';
import type { Contact } from '../contactStorage';
import { StepHeading } from './StepHeading';

const EMPTY: Contact = { firstName: '', lastName: '', phone: '', email: '' };
const PHONE_MESSAGE = 'Please enter a valid phone number';

/** Spec 5: all four fields required, the email field of e-mail type. */
export function CustomerStep({
  initial,
  onSubmit,
}: {
  initial: Contact | null;
  onSubmit: (contact: Contact) => void;
}) {
  const [contact, setContact] = useState<Contact>(initial ?? EMPTY);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const set = (field: keyof Contact) => (e: { target: { value: string } }) => {
    setContact((c) => ({ ...c, [field]: e.target.value }));
    if (field === 'phone') setPhoneError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (contact.phone.replace(/\D/g, '').length < 10) {
      setPhoneError(PHONE_MESSAGE);
      document.getElementById('booking-phone')?.focus();
      return;
    }
    onSubmit({
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      phone: contact.phone.trim(),
      email: contact.email.trim(),
    });
  };
  return (
    <section>
      <StepHeading title="Your contact details" subtitle="We use them only for this appointment." />
      <form onSubmit={submit} noValidate={false}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              id="booking-first-name"
              label="First Name"
              required
              fullWidth
              autoComplete="given-name"
              value={contact.firstName}
              onChange={set('firstName')}
              htmlInput={{ maxLength: 100 }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              id="booking-last-name"
              label="Last Name"
              required
              fullWidth
              autoComplete="family-name"
              value={contact.lastName}
              onChange={set('lastName')}
              htmlInput={{ maxLength: 100 }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              id="booking-phone"
              label="Phone"
              type="tel"
              required
              fullWidth
              autoComplete="tel"
              value={contact.phone}
              onChange={set('phone')}
              error={Boolean(phoneError)}
              helperText={phoneError ?? ' '}
              htmlInput={{ maxLength: 32 }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              id="booking-email"
              label="Email"
              type="email"
              required
              fullWidth
              autoComplete="email"
              value={contact.email}
              onChange={set('email')}
              helperText=" "
              htmlInput={{ maxLength: 254 }}
            />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
          Continue
        </Button>
      </form>
    </section>
  );
}
