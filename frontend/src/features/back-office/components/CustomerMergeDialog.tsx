import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useListAdminCustomersQuery,
  useMergeCustomerMutation,
  type CustomerRecordDto,
} from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { fullName } from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';

const TEXT = BACK_OFFICE_TEXT.customer;

/** An editor finds the duplicate record of this person and merges it into this one. */
export function CustomerMergeDialog({
  customer,
  onClose,
}: {
  customer: CustomerRecordDto;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const found = useListAdminCustomersQuery({ q, pageSize: 10 }, { skip: q.length < 2 });
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const [merge, state] = useMergeCustomerMutation();
  const others = (found.data?.items ?? []).filter((c) => c.id !== customer.id && !c.erasedAt);

  const confirm = async () => {
    if (!chosen) return;
    try {
      await merge({ id: customer.id, mergeCustomerDto: { customerId: chosen.id } }).unwrap();
      notify({ title: TEXT.mergedDone, message: chosen.name });
      onClose();
    } catch (error) {
      notifyFailure(error, { title: TEXT.mergeFailed, message: 'Please try again.' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="customer-merge-title" fullWidth maxWidth="sm">
      <DialogTitle id="customer-merge-title">{TEXT.mergeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{TEXT.mergeHelp}</DialogContentText>
        <TextField
          type="search"
          label={TEXT.mergeSearch}
          value={search}
          autoFocus
          fullWidth
          onChange={(e) => {
            setSearch(e.target.value);
            setChosen(null);
          }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {q.length >= 2 && found.data && others.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }} role="status">
            {TEXT.mergeNone}
          </Typography>
        ) : null}
        <List aria-label={TEXT.mergeSearch}>
          {others.map((c) => (
            <ListItemButton
              key={c.id}
              selected={chosen?.id === c.id}
              aria-pressed={chosen?.id === c.id}
              onClick={() => setChosen({ id: c.id, name: fullName(c) })}
            >
              <ListItemText
                primary={fullName(c)}
                secondary={[c.email, c.phone].filter(Boolean).join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXT.cancel}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={!chosen || state.isLoading}>
          {state.isLoading ? TEXT.mergeWorking : chosen ? TEXT.mergeChoose(chosen.name) : TEXT.mergeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
