import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEraseCustomerMutation, type CustomerRecordDto } from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { fullName } from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';

const TEXT = BACK_OFFICE_TEXT.customer;

/** An editor erases a customer on request, after saying what it does and what stays. */
export function CustomerEraseDialog({
  customer,
  onClose,
}: {
  customer: CustomerRecordDto;
  onClose: () => void;
}) {
  const [erase, state] = useEraseCustomerMutation();
  const confirm = async () => {
    try {
      await erase({ id: customer.id }).unwrap();
      notify({ title: TEXT.erasedDone });
      onClose();
    } catch (error) {
      notifyFailure(error, { title: TEXT.eraseFailed, message: 'Please try again.' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="customer-erase-title"
      aria-describedby="customer-erase-text"
    >
      <DialogTitle id="customer-erase-title">{TEXT.eraseTitle(fullName(customer))}</DialogTitle>
      <DialogContent>
        <DialogContentText id="customer-erase-text">{TEXT.eraseMessage}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {TEXT.keep}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={state.isLoading}>
          {state.isLoading ? TEXT.erasing : TEXT.eraseConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
