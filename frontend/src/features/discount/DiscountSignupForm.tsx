import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ApiStore } from '../../api/baseApi';
import { TextInput } from '../../components/ui/TextInput';
import { shop } from '../../config/shop';
import { notifyFailure, type ToastText } from '../../components/notify';
import { discountSignupErrorToast } from './signupToasts';
import {
  AUTO_ADVANCE_AT,
  EMPTY_SIGNUP,
  signupPayload,
  validateSignup,
  type SignupValues,
} from './validation';

type Field = keyof SignupValues;

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const ORDER: Field[] = ['firstName', 'lastName', 'phone', 'email'];

export interface DiscountSignupFormProps {
  /** Called once the claim is recorded. */
  onClaimed: () => void;
  /** Secondary action that dismisses the popup. */
  onDismiss: () => void;
  /**
   * The app's store, loaded on demand: Redux and RTK Query load with the first keystroke, not with
   * the home page (app/router.tsx).
   */
  loadStore: () => Promise<ApiStore>;
}

/** What the claim needs: the store and the API, loaded together once. */
function loadClaim(loadStore: () => Promise<ApiStore>) {
  return Promise.all([loadStore(), import('../../api')]);
}

/** The discount signup form (spec 5): exact messages, focus moves at 2 / 2 / 10 characters. */
export function DiscountSignupForm({ onClaimed, onDismiss, loadStore }: DiscountSignupFormProps) {
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // The modal hides the rest of the page (toasts included) from assistive technology while it is
  // open, so a failure is also announced from inside the dialog.
  const [failure, setFailure] = useState<ToastText | null>(null);
  const [isLoading, setLoading] = useState(false);
  const claim = useRef<ReturnType<typeof loadClaim> | null>(null);
  const claimLoaded = () => (claim.current ??= loadClaim(loadStore));
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const errors = validateSignup(values);
  const shownError = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    const advanceAt = AUTO_ADVANCE_AT[field];
    const reached = advanceAt !== undefined && values[field].length < advanceAt && next.length >= advanceAt;
    setValues((current) => ({ ...current, [field]: next }));
    void claimLoaded().catch(() => {
      claim.current = null; // a failed download is tried again on submit
    });
    if (reached) inputs.current[ORDER[ORDER.indexOf(field) + 1]]?.focus();
  };
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const firstInvalid = ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setLoading(true);
    const result = await claimLoaded().then(
      async ([store, { api }]) => {
        const request = store.dispatch(
          api.endpoints.createCustomer.initiate({ createCustomerDto: signupPayload(values) }),
        );
        const answer = await request;
        request.reset();
        return answer;
      },
      (error: unknown) => {
        claim.current = null;
        return { error };
      },
    );
    setLoading(false);
    if ('error' in result) {
      const toast = discountSignupErrorToast(result.error, shop.phone);
      notifyFailure(result.error, toast, { serverMessage: false });
      setFailure(toast);
      return;
    }
    onClaimed();
  };

  const field = (
    name: Field,
    label: string,
    props: { type: string; autoComplete: string; inputMode?: 'tel' | 'email' },
  ) => (
    <TextInput
      label={label}
      name={name}
      value={values[name]}
      onChange={change(name)}
      onBlur={blur(name)}
      error={Boolean(shownError(name))}
      helperText={shownError(name) ?? ' '}
      required
      fullWidth
      type={props.type}
      autoComplete={props.autoComplete}
      autoFocus={name === 'firstName'}
      inputRef={(element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      }}
      htmlInput={{ inputMode: props.inputMode, 'aria-invalid': Boolean(shownError(name)) }}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={0.5} aria-label="Discount signup">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        {field('firstName', 'First name', { type: 'text', autoComplete: 'given-name' })}
        {field('lastName', 'Last name', { type: 'text', autoComplete: 'family-name' })}
      </Stack>
      {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      <Box role="alert" sx={visuallyHidden}>
        {failure ? `${failure.title}. ${failure.message}` : ''}
      </Box>
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={isLoading}>
          {isLoading ? 'Claiming…' : 'Claim My $10 Discount'}
        </Button>
        <Button type="button" variant="text" onClick={onDismiss}>
          No thanks
        </Button>
      </Stack>
    </Stack>
  );
}
