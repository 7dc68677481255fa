import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRedeemRepairOrderDiscountMutation } from '../../../api/staff';
import { fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { InlineForm } from '../../../components/ui/InlineForm';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.discountCode;

/** Redeems the customer's first-repair code on the order: $10 off its total, once. */
export function DiscountCodeForm({ orderId }: { orderId: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [redeem, state] = useRedeemRepairOrderDiscountMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(TEXT.required);
      return;
    }
    try {
      await redeem({ id: orderId, redeemDiscountDto: { code: code.trim() } }).unwrap();
      setError(undefined);
      setCode('');
      notify({ title: TEXT.applied });
    } catch (failure) {
      const fields = fieldErrors(failure);
      const message = fields.code ?? fields.discountCode;
      if (message) setError(message);
      else notifyFailure(failure, { title: TEXT.failed, message: 'Please try again.' });
    }
  };
  return (
    <InlineForm onSubmit={submit} noValidate>
      <TextField
        label={TEXT.label}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        size="small"
        error={Boolean(error)}
        helperText={error ?? TEXT.help}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters' } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={state.isLoading}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {TEXT.apply}
      </Button>
    </InlineForm>
  );
}
