import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useChangeRepairOrderStatusMutation,
  usePickUpRepairOrderMutation,
  type RepairOrderDto,
  type RepairOrderStatus,
} from '../../../../api/staff';
import type { ApiError } from '../../../../api';
import { serverMessage } from '../../../../api/errors';
import { notify, notifyFailure } from '../../../../components/notify';
import { Section } from '../../../../components/ui/Section';
import {
  REPAIR_ORDER_STATUS_LABEL,
  REPAIR_ORDER_STATUSES,
} from '../../../../components/workshop/repairOrderStatus';
import { useIdempotencyKey } from '../../../../lib/idempotency';
import { formatCents } from '../../../../lib/money';
import { ACTION_LABEL, FINAL_MOVES, WORKSHOP_TEXT } from '../../text';
import { PickupDialog, type PickupRequest } from '../PickupDialog';
import { PrintSlipButton } from './PrintSlipButton';

const TEXT = WORKSHOP_TEXT.order;
const MISMATCH = 'The reference and phone digits do not match this order';

function Actions({
  order,
  busy,
  onMove,
}: {
  order: RepairOrderDto;
  busy: boolean;
  onMove: (to: RepairOrderStatus) => void;
}) {
  // In the workshop's order, the endings last.
  const moves = REPAIR_ORDER_STATUSES.filter((s) => order.allowedNextStatuses.includes(s));
  if (moves.length === 0) return <Typography color="text.secondary">{TEXT.noActions}</Typography>;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={TEXT.actions}
    >
      {moves.map((to) => {
        const ending = FINAL_MOVES.includes(to);
        return (
          <Button
            key={to}
            variant={ending ? 'outlined' : 'contained'}
            color={ending ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => onMove(to)}
          >
            {ACTION_LABEL[to]}
          </Button>
        );
      })}
    </Stack>
  );
}

/** Asks before a move that ends the repair (cancel, unrepairable); a deposit paid is to be refunded. */
function FinalMoveDialog({
  order,
  to,
  busy,
  onConfirm,
  onClose,
}: {
  order: RepairOrderDto;
  to: RepairOrderStatus;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="final-move-title">
      <DialogTitle id="final-move-title">
        {WORKSHOP_TEXT.confirmFinal.title(ACTION_LABEL[to], order.reference)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{WORKSHOP_TEXT.confirmFinal.message}</DialogContentText>
        {to === 'cancelled' && order.paidCents > 0 ? (
          // Counter spec 2: cancelling with a deposit offers its refund (still possible once cancelled).
          <Alert severity="warning" sx={{ mt: 2 }}>
            The customer paid {formatCents(order.paidCents)}: refund it in Payments after cancelling, so no
            money is left unaccounted.
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{WORKSHOP_TEXT.confirmFinal.keep}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {ACTION_LABEL[to]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Working on the order (an editor): its next states, the pickup (confirmed, paid or released, the
 * receipt issued) and the moves that end it (asked first); the intake slip printed again.
 * `onStale`: a move failed, the order is read again.
 */
export function StatusSection({
  order,
  canTakeMoney,
  onStale,
}: {
  order: RepairOrderDto;
  canTakeMoney: boolean;
  onStale: () => void;
}) {
  const [changeStatus, change] = useChangeRepairOrderStatusMutation();
  const [pickUp, handOver] = usePickUpRepairOrderMutation();
  const pickupKey = useIdempotencyKey();
  const [asking, setAsking] = useState<RepairOrderStatus | null>(null);
  const [pickupError, setPickupError] = useState<string | null>(null);

  const failed = (error: unknown) => {
    setAsking(null);
    notifyFailure(error, { title: TEXT.changeFailed, message: 'Please try again.' });
    onStale();
  };
  const move = async (to: RepairOrderStatus) => {
    try {
      await changeStatus({
        id: order.id,
        changeRepairOrderStatusDto: { to, expectedStatus: order.status },
      }).unwrap();
      setAsking(null);
      notify({ title: TEXT.changed(REPAIR_ORDER_STATUS_LABEL[to]), message: order.reference });
    } catch (error) {
      failed(error);
    }
  };
  /** The hand-over (counter spec 2): confirmed, the rest paid or released with a reason, the receipt opened. */
  const pickUpNow = async (request: PickupRequest) => {
    setPickupError(null);
    try {
      const result = await pickUp({
        id: order.id,
        'Idempotency-Key': pickupKey.keyFor(request),
        pickupDto: request,
      }).unwrap();
      pickupKey.done();
      setAsking(null);
      // The receipt is one tap away: the order's Payments section links it.
      notify({
        title: TEXT.changed(REPAIR_ORDER_STATUS_LABEL.picked_up),
        message: `Receipt ${result.receipt.number} issued`,
      });
    } catch (error) {
      const status = (error as ApiError).status;
      if (status === 422 || status === 409) setPickupError(serverMessage(error) ?? MISMATCH);
      else failed(error);
    }
  };
  const onMove = (to: RepairOrderStatus) => {
    if (to === 'picked_up' || FINAL_MOVES.includes(to)) setAsking(to);
    else void move(to);
  };

  return (
    <Section title={TEXT.actions}>
      <Stack spacing={2}>
        <Actions order={order} busy={change.isLoading} onMove={onMove} />
        <Box>
          <PrintSlipButton orderId={order.id} />
        </Box>
      </Stack>
      {asking === 'picked_up' ? (
        <PickupDialog
          reference={order.reference}
          dueCents={order.dueCents}
          canTakeMoney={canTakeMoney}
          saving={handOver.isLoading}
          error={pickupError}
          onConfirm={(request) => void pickUpNow(request)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking && asking !== 'picked_up' ? (
        <FinalMoveDialog
          order={order}
          to={asking}
          busy={change.isLoading}
          onConfirm={() => void move(asking)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Section>
  );
}
