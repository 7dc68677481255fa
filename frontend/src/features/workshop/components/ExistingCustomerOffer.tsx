import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMatchCustomerQuery, type CustomerMatchDto } from '../../../api/staff';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.walkIn;
const nameOf = (c: CustomerMatchDto) => `${c.firstName} ${c.lastName}`.trim();

/** Enough typed to look a customer up: seven digits of a phone, or an e-mail with its @ and a dot after. */
const lookable = (phone: string, email: string) =>
  phone.replace(/\D/g, '').length >= 7 || /@[^@\s]+\.[^@\s]+$/.test(email.trim());

/**
 * The walk-in's existing customer record, found by the phone or e-mail typed so far (the e-mail's
 * first, as the server links them), offered before a new record is made: one tap fills the form
 * with their details. Counter spec 1.
 */
export function ExistingCustomerOffer({
  phone,
  email,
  onUse,
}: {
  phone: string;
  email: string;
  onUse: (customer: { name: string; phone: string; email: string }) => void;
}) {
  const typed = { phone: useDebouncedValue(phone.trim(), 300), email: useDebouncedValue(email.trim(), 300) };
  const ready = lookable(typed.phone, typed.email);
  const match = useMatchCustomerQuery(
    { ...(typed.phone ? { phone: typed.phone } : {}), ...(typed.email ? { email: typed.email } : {}) },
    { skip: !ready },
  );
  const found = ready ? match.data?.[0] : undefined;
  if (!found) return <div role="status" aria-live="polite" />;
  const inUse =
    nameOf(found) !== '' &&
    found.email.toLowerCase() === email.trim().toLowerCase() &&
    found.phone === phone.trim();
  return (
    <div role="status" aria-live="polite">
      <Alert severity={inUse ? 'success' : 'info'} sx={{ mb: 2 }}>
        {inUse ? (
          TEXT.usingExisting(nameOf(found))
        ) : (
          <>
            <AlertTitle>
              {TEXT.existing}: {nameOf(found)}
            </AlertTitle>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {TEXT.existingFound(found.matchedBy)} · {[found.phone, found.email].filter(Boolean).join(' · ')}
            </Typography>
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Button
                variant="contained"
                size="small"
                onClick={() => onUse({ name: nameOf(found), phone: found.phone, email: found.email })}
              >
                {TEXT.useExisting}
              </Button>
              <Link href={paths.admin.customer.href(found.id)} target="_blank" rel="noopener">
                {TEXT.openCustomer}
              </Link>
            </Stack>
          </>
        )}
      </Alert>
    </div>
  );
}
