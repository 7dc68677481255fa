import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  useListPartsQuery,
  useSendRepairOrderQuoteMutation,
  type AdminPartDto,
  type QuoteLineDto,
  type QuoteServiceDto,
} from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { formatCents, formatMoney } from '../../../lib/money';
import { fitsDevice } from './fitsDevice';
import { PartPicker } from './PartPicker';
import {
  draftFrom,
  lineCents,
  newLine,
  partLine,
  quantityOf,
  serviceLine,
  toRequest,
  type DraftLine,
} from './quoteDraft';
import { ServicePicker } from './ServicePicker';
import { QUOTE_LINE_KIND_LABEL, QUOTE_TEXT as TEXT } from './text';

/** A part line's stock: available now (on hand − reserved) and its cost to the shop, and how many are short. */
function PartStock({ part, quantity }: { part: AdminPartDto; quantity: string }) {
  const short = (quantityOf(quantity) ?? 0) - Math.max(part.available, 0);
  return (
    <Typography variant="body2" color="text.secondary">
      {TEXT.partStock(part.available, formatMoney(part.unitCost))}
      {short > 0 ? (
        <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
          {TEXT.partShort(short)}
        </Typography>
      ) : null}
    </Typography>
  );
}

/** One line being written: what it is, how many, at what price (prefilled: the editor may change it). */
function LineRow({
  line,
  part,
  service,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  /** A part line's part, once the parts are loaded. */
  part: AdminPartDto | undefined;
  /** A service line's service as the matrix offers it on this device (its warranty). */
  service: QuoteServiceDto | undefined;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}) {
  const cents = lineCents(line);
  const name = line.description.trim() || QUOTE_LINE_KIND_LABEL[line.kind];
  return (
    <Box
      role="group"
      aria-label={`${QUOTE_LINE_KIND_LABEL[line.kind]}: ${name}`}
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr 1fr auto', sm: 'minmax(0, 3fr) 5rem 8rem 6rem auto' },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
        {line.kind === 'labour' ? (
          <TextField
            size="small"
            fullWidth
            label={TEXT.labourDescription}
            value={line.description}
            onChange={(e) => onChange({ ...line, description: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        ) : (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {line.description}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              · {QUOTE_LINE_KIND_LABEL[line.kind]}
            </Typography>
          </Typography>
        )}
        {service ? (
          <Typography variant="body2" color="text.secondary">
            {TEXT.warranty(service.warrantyDays)} · not taxed
          </Typography>
        ) : null}
        {part ? <PartStock part={part} quantity={line.quantity} /> : null}
      </Box>
      <TextField
        size="small"
        label={TEXT.quantity}
        value={line.quantity}
        onChange={(e) => onChange({ ...line, quantity: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${TEXT.quantity} of ${name}` } }}
      />
      <TextField
        size="small"
        label={TEXT.unitPrice}
        value={line.price}
        onChange={(e) => onChange({ ...line, price: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${TEXT.unitPrice} of ${name}` } }}
      />
      <IconButton
        aria-label={TEXT.remove(name)}
        onClick={onRemove}
        sx={{ gridColumn: { sm: 5 }, gridRow: { sm: 1 } }}
      >
        <DeleteIcon />
      </IconButton>
      {/* The line's total, on a phone too (issue 32 item 10d): its own row there, named; a column at a desk. */}
      <Typography
        data-testid="quote-line-total"
        sx={{
          textAlign: 'right',
          gridColumn: { xs: '1 / -1', sm: 4 },
          gridRow: { sm: 1 },
          fontWeight: { xs: 600, sm: 400 },
        }}
      >
        <Box component="span" sx={{ display: { sm: 'none' } }}>
          {TEXT.lineTotal}{' '}
        </Box>
        {cents === null ? '—' : formatCents(cents)}
      </Typography>
    </Box>
  );
}

/**
 * Writes the next version of an order's quote and sends it to the customer: services of the price
 * matrix offered on the order's device at today's prices, parts for that device picked from the
 * inventory (when this staff member may see it), labour as written.
 */
export function QuoteEditor({
  orderId,
  version,
  initial,
  services,
  deviceModel,
  deviceModelId,
  defaultValidDays,
  canPickParts,
  onDone,
}: {
  orderId: string;
  version: number;
  initial: QuoteLineDto[];
  /** The services offered on the order's device (price matrix). */
  services: QuoteServiceDto[];
  /** The order's device model: the parts offered are those for it (or for any device). */
  deviceModel: string;
  /** Its catalogue id: the parts naming it (or no model) fit. */
  deviceModelId: string | null;
  defaultValidDays: number;
  canPickParts: boolean;
  onDone: () => void;
}) {
  const [lines, setLines] = useState<DraftLine[]>(() => draftFrom(initial));
  const parts = useListPartsQuery(undefined, { skip: !canPickParts });
  const partsById = useMemo(() => new Map((parts.data?.items ?? []).map((p) => [p.id, p])), [parts.data]);
  const choices = useMemo(
    () => (parts.data?.items ?? []).filter((p) => fitsDevice(p, deviceModelId)),
    [parts.data, deviceModelId],
  );
  const servicesById = useMemo(() => new Map(services.map((s) => [s.serviceTypeId, s])), [services]);
  const onQuote = new Set(lines.flatMap((l) => (l.partId ? [l.partId] : [])));
  const servicesOnQuote = new Set(lines.flatMap((l) => (l.serviceTypeId ? [l.serviceTypeId] : [])));
  const [validDays, setValidDays] = useState(String(defaultValidDays));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useSendRepairOrderQuoteMutation();
  const total = lines.reduce<number | null>((sum, l) => {
    const c = lineCents(l);
    return sum === null || c === null ? null : sum + c;
  }, 0);
  const days = Number(validDays);
  const daysOk = Number.isInteger(days) && days >= 1 && days <= 60;

  const change = (key: number, line: DraftLine) =>
    setLines((ls) => ls.map((l) => (l.key === key ? line : l)));
  const addLabour = () =>
    setLines((ls) => [
      ...ls,
      newLine({
        kind: 'labour',
        serviceTypeId: null,
        partId: null,
        description: '',
        quantity: '1',
        price: '',
      }),
    ]);

  const addPart = (part: AdminPartDto) => setLines((ls) => [...ls, partLine(part)]);
  const addService = (service: QuoteServiceDto) => setLines((ls) => [...ls, serviceLine(service)]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = toRequest(lines);
    if ('error' in request) {
      setProblem(request.error === 'noLines' ? TEXT.noLines : TEXT.badPrice);
      return;
    }
    if (!daysOk) return;
    setProblem(null);
    try {
      const sent = await send({
        id: orderId,
        sendQuoteDto: {
          lines: request.lines,
          validDays: days,
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      }).unwrap();
      notify({ title: TEXT.sent(sent.version) });
      onDone();
    } catch (error) {
      notifyFailure(error, { title: TEXT.sendFailed, message: 'Please try again.' });
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="quote-editor-title">
      <Typography id="quote-editor-title" component="h3" sx={{ fontWeight: 700 }}>
        {TEXT.editorTitle(version)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXT.servicePriced}
      </Typography>
      <Box sx={{ mt: 1 }}>
        {lines.map((line) => (
          <LineRow
            key={line.key}
            line={line}
            part={line.partId ? partsById.get(line.partId) : undefined}
            service={line.serviceTypeId ? servicesById.get(line.serviceTypeId) : undefined}
            onChange={(l) => change(line.key, l)}
            onRemove={() => setLines((ls) => ls.filter((l) => l.key !== line.key))}
          />
        ))}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
      >
        <ServicePicker services={services} taken={servicesOnQuote} onPick={addService} />
        {canPickParts ? (
          <PartPicker
            parts={choices}
            taken={onQuote}
            loading={parts.isLoading}
            failed={parts.isError}
            deviceModel={deviceModel}
            onPick={addPart}
          />
        ) : null}
        <Button variant="outlined" onClick={addLabour} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {TEXT.addLabour}
        </Button>
        <Typography sx={{ ml: { sm: 'auto' }, fontWeight: 700 }} data-testid="quote-draft-total">
          {TEXT.total}: {total === null ? '—' : formatCents(total)}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <TextField
          size="small"
          label={TEXT.validDays}
          value={validDays}
          onChange={(e) => setValidDays(e.target.value)}
          error={!daysOk}
          helperText={daysOk ? ' ' : '1 to 60 days'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { sm: 160 } }}
        />
        <TextField
          size="small"
          label={TEXT.note}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          helperText=" "
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      {problem ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={sending.isLoading}>
          {sending.isLoading ? TEXT.sending : TEXT.send}
        </Button>
        <Button onClick={onDone}>{TEXT.cancel}</Button>
      </Stack>
    </Box>
  );
}
