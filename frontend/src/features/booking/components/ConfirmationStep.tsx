import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact } from '../contactStorage';
import { formatSlot } from '../slotFormat';
import { TextInput } from '../../../components/ui/TextInput';
import { EstimateSummary } from './EstimateSummary';
import { StepHeading } from './StepHeading';

export interface ConfirmationStepProps {
  device: string;
  serviceNames: string[];
  /** The chosen slot's shop date and time (unknown until the availability has loaded). */
  slot: { date: string; time: string } | undefined;
  contact: Contact;
  price: number | null;
  minutes: number;
  submitting: boolean;
  discountError: string | null;
  onConfirm: (extra: { discountCode: string; website: string }) => void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography component="dt" sx={{ fontWeight: 700, minWidth: 120 }}>
        {label}
      </Typography>
      {/* A long e-mail address wraps anywhere: all of it readable on a phone (issue 32 item 10b). */}
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function ConfirmationStep(props: ConfirmationStepProps) {
  const { device, serviceNames, slot, contact, price, minutes, submitting, discountError, onConfirm } = props;
  const when = slot ? `${formatSlot(slot.date, slot.time)} (shop time)` : '…';
  const [discountCode, setDiscountCode] = useState('');
  const [website, setWebsite] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm({ discountCode: discountCode.trim(), website });
  };
  return (
    <section>
      <StepHeading title="Confirm your appointment" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Row label="Device" value={device} />
          <Row label="Services" value={serviceNames.join(', ')} />
          <Row label="When" value={when} />
          <Row label="Name" value={`${contact.firstName} ${contact.lastName}`} />
          <Row label="Phone" value={contact.phone} />
          <Row label="Email" value={contact.email} />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <EstimateSummary price={price} minutes={minutes} />
      </Paper>
      <form onSubmit={submit}>
        <TextInput
          id="booking-discount-code"
          label="Discount code"
          helperText={discountError ?? 'Optional: the code from your first-repair discount e-mail.'}
          error={Boolean(discountError)}
          value={discountCode}
          onChange={(e) => setDiscountCode(e.target.value)}
          autoComplete="off"
          htmlInput={{ maxLength: 32 }}
          sx={{ mb: 3, maxWidth: 360 }}
          fullWidth
        />
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div
          aria-hidden="true"
          style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
        >
          <label htmlFor="booking-website">Website</label>
          <input
            id="booking-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </div>
        <div>
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Booking…' : 'Confirm'}
          </Button>
        </div>
      </form>
    </section>
  );
}
