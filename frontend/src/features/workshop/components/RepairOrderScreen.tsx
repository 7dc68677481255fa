import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import {
  useAddRepairOrderNoteMutation,
  useChangeRepairOrderStatusMutation,
  useCreateRepairOrderTrackingLinkMutation,
  useGetRepairOrderQuery,
  type PickupConfirmationDto,
  type RepairOrderDto,
  type RepairOrderStatus,
  usePickUpRepairOrderMutation,
} from '../../../api/staff';
import type { ApiError } from '../../../api';
import { serverMessage } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { RecordLoadState, recordUnavailable } from '../../../components/staff/RecordLoadState';
import { FactList } from '../../../components/ui/FactList';
import { PageContainer } from '../../../components/ui/PageContainer';
import { Section } from '../../../components/ui/Section';
import { estimateAnswer, INTAKE_CHECK_LABEL, INTAKE_PARTS } from '../../../components/workshop/intake';
import {
  REPAIR_ORDER_STATUS_LABEL,
  REPAIR_ORDER_STATUSES,
} from '../../../components/workshop/repairOrderStatus';
import { RepairOrderStatusChip } from '../../../components/workshop/RepairOrderStatusChip';
import type { CheckedInState } from '../../../components/workshop/checkIn';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { mailtoHref, telHref } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { usePageMeta } from '../../../lib/usePageMeta';
import { ACTION_LABEL, FINAL_MOVES, WORKSHOP_TEXT } from '../text';
import { DiscountCodeForm } from './DiscountCodeForm';
import { EstimatedReadyForm } from './EstimatedReadyForm';
import { OrderEmailsSection } from './OrderEmailsSection';
import { OrderPartsSection } from './OrderPartsSection';
import { PaymentsSection } from './PaymentsSection';
import { WarrantyClaimDialog } from './WarrantyClaimDialog';
import { PickupDialog, type PickupRequest } from './PickupDialog';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { RepairOrderQuotes } from '../quotes/RepairOrderQuotes';

const TEXT = WORKSHOP_TEXT.order;
const when = (iso: string) => formatDateTime(iso, shop.timeZone);

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

function NoteForm({ id }: { id: string }) {
  const [text, setText] = useState('');
  const [addNote, { isLoading }] = useAddRepairOrderNoteMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await addNote({ id, addRepairOrderNoteDto: { text: text.trim() } }).unwrap();
      setText('');
    } catch (error) {
      notifyFailure(error, { title: TEXT.noteFailed, message: 'Please try again.' });
    }
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2 }}
    >
      <TextField
        label={TEXT.note}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        size="small"
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={isLoading || !text.trim()}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {TEXT.addNote}
      </Button>
    </Stack>
  );
}

/**
 * The services a warranty claim may name: those performed and charged for (the order's charges),
 * still in the catalogue, with a warranty.
 */
const claimable = (order: RepairOrderDto) =>
  order.charges.flatMap((c) =>
    c.kind === 'service' && c.serviceTypeId && c.warrantyDays > 0
      ? [{ serviceTypeId: c.serviceTypeId, name: c.description, warrantyDays: c.warrantyDays }]
      : [],
  );

/** The kind of a line, in the receipt's words (service, labour, part). */
const CHARGE_KIND: Record<RepairOrderDto['charges'][number]['kind'], string> = {
  service: 'Service',
  labour: 'Labour',
  part: 'Part',
};

/**
 * A line of the bill as the receipt writes it: what it is, its kind, how many at what unit price,
 * a service's warranty, and its amount.
 */
const chargeRow = (c: RepairOrderDto['charges'][number]): [string, ReactNode] => [
  c.description,
  <span key="v">
    {formatCents(c.totalCents)}
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {[
        CHARGE_KIND[c.kind],
        ...(c.quantity > 1 ? [`${c.quantity} × ${formatCents(c.unitPriceCents)} each`] : []),
        ...(c.kind === 'service' ? [`${c.warrantyDays} days warranty`] : []),
      ].join(' · ')}
    </Typography>
  </span>,
];

function WarrantyClaim({ order }: { order: RepairOrderDto }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        {TEXT.claim}
      </Button>
      {asking ? (
        <WarrantyClaimDialog order={order} services={claimable(order)} onClose={() => setAsking(false)} />
      ) : null}
    </>
  );
}

/** The claims made on an original order, each a link to its order with its state. */
function WarrantyClaims({ order }: { order: RepairOrderDto }) {
  if (order.warrantyClaims.length === 0)
    return <Typography color="text.secondary">{TEXT.noClaims}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.warrantyClaims.map((c) => (
        <Stack
          component="li"
          key={c.id}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Link href={paths.admin.repairOrder.href(c.id)}>{c.reference}</Link>
          <RepairOrderStatusChip status={c.status} />
          <Typography variant="body2" color="text.secondary">
            {c.serviceName ?? ''} · {when(c.createdAt)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * One repair order for staff: intake, services and costs, timeline, notes; editors act on it.
 * `canPickParts`: the quote editor offers the inventory's parts (the staff member may see them).
 */
export function RepairOrderScreen({
  id,
  canEdit,
  canPickParts,
  canTakeMoney = false,
}: {
  id: string;
  canEdit: boolean;
  canPickParts: boolean;
  /** An editor takes money at the counter (payments:write); viewers read it. */
  canTakeMoney?: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const checkedIn = (location.state as CheckedInState | null)?.trackingUrl ?? null;
  const query = useGetRepairOrderQuery({ id }, { refetchOnMountOrArgChange: true });
  const [changeStatus, change] = useChangeRepairOrderStatusMutation();
  const [makeLink, link] = useCreateRepairOrderTrackingLinkMutation();
  const [pickUp, handOver] = usePickUpRepairOrderMutation();
  const pickupKey = useIdempotencyKey();
  const [asking, setAsking] = useState<RepairOrderStatus | null>(null);
  const [pickupError, setPickupError] = useState<string | null>(null);
  const order = query.data;
  usePageMeta(
    order ? `${order.reference} · ${order.deviceLabel}` : paths.admin.repairOrder.title,
    'A repair order',
  );

  if (!order || recordUnavailable(query.error))
    return (
      <RecordLoadState
        error={query.error}
        isError={query.isError}
        notFound={{
          title: TEXT.notFound,
          message: TEXT.notFoundMessage,
          back: { label: WORKSHOP_TEXT.board.title, href: paths.admin.workshop.href() },
        }}
        loadingLabel="Loading the repair order"
        loadFailed="The repair order could not be loaded."
      />
    );

  const move = async (to: RepairOrderStatus, pickup?: PickupConfirmationDto) => {
    setPickupError(null);
    try {
      await changeStatus({
        id: order.id,
        changeRepairOrderStatusDto: { to, expectedStatus: order.status, ...(pickup ? { pickup } : {}) },
      }).unwrap();
      setAsking(null);
      notify({ title: TEXT.changed(REPAIR_ORDER_STATUS_LABEL[to]), message: order.reference });
    } catch (error) {
      if (pickup && (error as ApiError).status === 422) {
        setPickupError(serverMessage(error) ?? 'The reference and phone digits do not match this order');
        return;
      }
      setAsking(null);
      notifyFailure(error, { title: TEXT.changeFailed, message: 'Please try again.' });
      void query.refetch();
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
      if (status === 422 || status === 409) {
        setPickupError(serverMessage(error) ?? 'The reference and phone digits do not match this order');
        return;
      }
      setAsking(null);
      notifyFailure(error, { title: TEXT.changeFailed, message: 'Please try again.' });
      void query.refetch();
    }
  };
  const onMove = (to: RepairOrderStatus) => {
    if (to === 'picked_up' || FINAL_MOVES.includes(to)) setAsking(to);
    else void move(to);
  };
  const printSlip = async () => {
    try {
      const trackingUrl = checkedIn ?? (await makeLink({ id: order.id }).unwrap()).trackingUrl;
      void navigate(paths.admin.intakeSlip.href(order.id), { state: { trackingUrl } });
    } catch (error) {
      notifyFailure(error, { title: TEXT.linkFailed, message: 'Please try again.' });
    }
  };

  const { intake } = order;
  return (
    <PageContainer>
      <Box sx={{ mb: 1 }}>
        <Button variant="text" href={paths.admin.workshop.href()} sx={{ ml: -1 }}>
          Back to Workshop
        </Button>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1">{order.reference}</Typography>
        <RepairOrderStatusChip status={order.status} size="medium" />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {order.deviceLabel} ·{' '}
        {order.warrantyOf ? (
          <Link href={paths.admin.repairOrder.href(order.warrantyOf)}>
            {TEXT.claimOf(order.warrantyOfReference ?? '')}
          </Link>
        ) : order.appointmentId ? (
          <Link
            href={`${paths.admin.appointments.href()}?q=${encodeURIComponent(order.appointmentReference ?? '')}`}
          >
            {TEXT.fromAppointmentRef(order.appointmentReference ?? '')}
          </Link>
        ) : (
          TEXT.walkIn
        )}{' '}
        · checked in {when(order.createdAt)}
      </Typography>
      {canEdit ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {WORKSHOP_TEXT.board.readOnly}
        </Alert>
      )}
      <Stack spacing={2}>
        {canEdit ? (
          <Section title={TEXT.actions}>
            <Stack spacing={2}>
              <Actions order={order} busy={change.isLoading} onMove={onMove} />
              <Box>
                <Button
                  variant="outlined"
                  startIcon={<PrintIcon />}
                  onClick={() => void printSlip()}
                  disabled={link.isLoading}
                >
                  {TEXT.printSlip}
                </Button>
              </Box>
            </Stack>
          </Section>
        ) : null}
        <PaymentsSection orderId={order.id} canTakeMoney={canTakeMoney} />
        <RepairOrderQuotes
          orderId={order.id}
          deviceModel={order.deviceModel}
          canEdit={canEdit}
          canPickParts={canPickParts}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title={TEXT.customer}>
            <FactList
              rows={[
                ['Name', order.customer.name],
                // An erased customer has neither (counter spec 1): no empty links.
                [
                  'Phone',
                  order.customer.phone ? (
                    <Link key="p" href={telHref(order.customer.phone)}>
                      {order.customer.phone}
                    </Link>
                  ) : (
                    TEXT.contactNone
                  ),
                ],
                [
                  'Email',
                  order.customer.email ? (
                    <Link key="e" href={mailtoHref(order.customer.email)}>
                      {order.customer.email}
                    </Link>
                  ) : (
                    TEXT.contactNone
                  ),
                ],
                [
                  TEXT.estimatedReady,
                  order.estimatedReadyAt ? when(order.estimatedReadyAt) : TEXT.readyNotSet,
                ],
              ]}
            />
            {canEdit && !['picked_up', 'cancelled'].includes(order.status) ? (
              <EstimatedReadyForm
                key={order.estimatedReadyAt ?? ''}
                id={order.id}
                value={order.estimatedReadyAt}
              />
            ) : null}
          </Section>
          <Section title={TEXT.services}>
            <FactList
              rows={[
                ...order.charges.map(chargeRow),
                [TEXT.labor, formatCents(order.laborCostCents)],
                [TEXT.parts, formatCents(order.partsCostCents)],
                ...(order.discountCents
                  ? [[TEXT.discount, formatCents(-order.discountCents)] as [string, string]]
                  : []),
                [TEXT.total, <strong key="t">{formatCents(order.totalCostCents)}</strong>],
                // Counter spec 3: credit notes lower what the order charges.
                ...(order.creditedCents
                  ? [
                      [TEXT.credited, formatCents(-order.creditedCents)] as [string, string],
                      [
                        TEXT.netTotal,
                        <strong key="n">{formatCents(order.totalCostCents - order.creditedCents)}</strong>,
                      ] as [string, ReactNode],
                    ]
                  : []),
                // What the shop spent on parts, apart from what the customer pays.
                [TEXT.partsSpend, formatCents(order.partsSpendCents)],
                [TEXT.margin, formatCents(order.marginCents)],
              ]}
            />
            {order.status === 'awaiting_approval' ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {TEXT.quoteWaiting}
              </Typography>
            ) : null}
            {canEdit && order.discountCents === 0 && !['picked_up', 'cancelled'].includes(order.status) ? (
              <DiscountCodeForm orderId={order.id} />
            ) : null}
          </Section>
        </Box>
        <OrderPartsSection
          orderId={order.id}
          deviceModel={order.deviceModel}
          status={order.status}
          canEdit={canEdit}
        />
        <Section title={TEXT.intake}>
          <FactList
            rows={[
              ...INTAKE_PARTS.map(
                (p) => [p.label, INTAKE_CHECK_LABEL[intake.checklist[p.key]]] as [string, string],
              ),
              ...(order.warrantyFault ? [[TEXT.fault, order.warrantyFault] as [string, string]] : []),
              ['Condition', intake.conditionNotes || '—'],
              [
                'Accessories',
                intake.accessories.length ? intake.accessories.join(', ') : TEXT.accessoriesNone,
              ],
              ['Serial / IMEI', intake.serial || TEXT.serialNone],
              ['Estimate', estimateAnswer(intake)],
            ]}
          />
        </Section>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title={TEXT.timeline}>
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
              {order.timeline.map((entry, i) => (
                <li key={i}>
                  <Typography>
                    <strong>{REPAIR_ORDER_STATUS_LABEL[entry.to]}</strong> · {when(entry.at)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {entry.by}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </Typography>
                </li>
              ))}
            </Box>
          </Section>
          <Section title={TEXT.notes}>
            {order.notes.length ? (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {order.notes.map((note, i) => (
                  <li key={i}>
                    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.text}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {note.by} · {when(note.at)}
                    </Typography>
                  </li>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{TEXT.noNotes}</Typography>
            )}
            {canEdit ? <NoteForm id={order.id} /> : null}
          </Section>
        </Box>
        <OrderEmailsSection
          orderId={order.id}
          canEdit={canEdit}
          closed={['picked_up', 'cancelled'].includes(order.status)}
        />
        {order.warrantyClaims.length > 0 ||
        (canEdit && order.status === 'picked_up' && claimable(order).length > 0) ? (
          <Section title={TEXT.claims}>
            <Stack spacing={2}>
              <WarrantyClaims order={order} />
              {canEdit && order.status === 'picked_up' && claimable(order).length > 0 ? (
                <Box>
                  <WarrantyClaim order={order} />
                </Box>
              ) : null}
            </Stack>
          </Section>
        ) : null}
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
        <Dialog open onClose={() => setAsking(null)} aria-labelledby="final-move-title">
          <DialogTitle id="final-move-title">
            {WORKSHOP_TEXT.confirmFinal.title(ACTION_LABEL[asking], order.reference)}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{WORKSHOP_TEXT.confirmFinal.message}</DialogContentText>
            {asking === 'cancelled' && order.paidCents > 0 ? (
              // Counter spec 2: cancelling with a deposit offers its refund (still possible once cancelled).
              <Alert severity="warning" sx={{ mt: 2 }}>
                The customer paid {formatCents(order.paidCents)}: refund it in Payments after cancelling, so
                no money is left unaccounted.
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(null)}>{WORKSHOP_TEXT.confirmFinal.keep}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={change.isLoading}
              onClick={() => void move(asking)}
            >
              {ACTION_LABEL[asking]}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </PageContainer>
  );
}
