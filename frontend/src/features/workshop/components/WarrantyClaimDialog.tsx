import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useClaimRepairOrderWarrantyMutation, type IntakeDto, type RepairOrderDto } from '../../../api/staff';
import { serverMessage } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { useMenuBesideField } from '../../../components/ui/useMenuBesideField';
import { EMPTY_INTAKE, intakeToSend } from '../../../components/workshop/intake';
import { IntakeFields } from '../../../components/workshop/IntakeFields';
import { paths } from '../../../config/paths';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.claim;

export interface ClaimableService {
  serviceTypeId: string;
  name: string;
  warrantyDays: number;
}

/**
 * A warranty claim, asked and confirmed (workshop spec 1, issue 32 item 4): the service that failed,
 * the fault the customer reports, and the device's intake as it comes back (a new one). Creating it
 * checks the device in again as a new order at no charge, linked to this one.
 */
export function WarrantyClaimDialog({
  order,
  services,
  onClose,
}: {
  order: RepairOrderDto;
  services: ClaimableService[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const serviceMenu = useMenuBesideField();
  const [service, setService] = useState(services[0]?.serviceTypeId ?? '');
  const [fault, setFault] = useState('');
  const [intake, setIntake] = useState<IntakeDto>(EMPTY_INTAKE);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [claim, { isLoading }] = useClaimRepairOrderWarrantyMutation();
  const faultMissing = tried && !fault.trim();
  const chosen = services.find((s) => s.serviceTypeId === service);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    if (!fault.trim() || !service) return;
    try {
      const created = await claim({
        id: order.id,
        warrantyClaimDto: { serviceTypeId: service, fault: fault.trim(), intake: intakeToSend(intake) },
      }).unwrap();
      notify({ title: TEXT.created, message: `${created.reference} · ${chosen?.name ?? ''}` });
      onClose();
      void navigate(paths.admin.repairOrder.href(created.id));
    } catch (error) {
      setRefusal(serverMessage(error) ?? TEXT.failed);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="warranty-claim-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="warranty-claim-title">{TEXT.title(order.reference)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Typography>{TEXT.explain(order.reference)}</Typography>
            <TextField
              select
              label={TEXT.service}
              value={service}
              onChange={(e) => setService(e.target.value)}
              slotProps={{ select: serviceMenu }}
              sx={{ maxWidth: 360 }}
            >
              {services.map((s) => (
                <MenuItem key={s.serviceTypeId} value={s.serviceTypeId}>
                  {s.name} ({s.warrantyDays} days)
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={TEXT.fault}
              value={fault}
              onChange={(e) => setFault(e.target.value)}
              required
              multiline
              minRows={2}
              error={faultMissing}
              helperText={faultMissing ? TEXT.faultMissing : TEXT.faultHelp}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              {TEXT.intake}
            </Typography>
            <IntakeFields value={intake} onChange={setIntake} />
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXT.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isLoading || !service}>
            {isLoading ? TEXT.creating : TEXT.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
