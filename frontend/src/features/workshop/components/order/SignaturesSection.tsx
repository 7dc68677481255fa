import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import {
  useGetRepairOrderSigningDocumentQuery,
  useListRepairOrderSignaturesQuery,
  useSignRepairOrderMutation,
  type RepairOrderDto,
  type SignatureKind,
} from '../../../../api/staff';
import { errorStatus, serverMessage } from '../../../../api/errors';
import { notify } from '../../../../components/notify';
import { SignatureCard } from '../../../../components/signatures/SignatureCard';
import { SigningForm, type Signing } from '../../../../components/signatures/SigningForm';
import { SIGNATURE_TEXT } from '../../../../components/signatures/signatureText';
import { Section } from '../../../../components/ui/Section';
import { paths } from '../../../../config/paths';
import { when } from './when';

const TEXT = SIGNATURE_TEXT;
const DATA_CHOICE_WORDS = {
  no_access: 'Do not access my data',
  may_unlock: 'You may unlock the device to test the repair',
} as const;
/** The states a hand-over is signed in (the server's rule): ready to go back, or just gone. */
const HANDOVER_STATES: RepairOrderDto['status'][] = ['ready', 'unrepairable', 'picked_up'];

/** The shop's screen turned to the customer: the document, their name and the pad, full screen on a phone. */
function SignDialog({
  orderId,
  kind,
  onClose,
}: {
  orderId: string;
  kind: SignatureKind;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const doc = useGetRepairOrderSigningDocumentQuery(
    { id: orderId, kind },
    { refetchOnMountOrArgChange: true },
  );
  const [sign, { isLoading }] = useSignRepairOrderMutation();
  const [error, setError] = useState<string | null>(null);
  const submit = async (signing: Signing) => {
    setError(null);
    try {
      await sign({ id: orderId, staffSignDto: { kind, ...signing } }).unwrap();
      notify({ title: kind === 'intake' ? 'Intake signed' : 'Hand-over signed' });
      onClose();
    } catch (e) {
      if (errorStatus(e) === 409) void doc.refetch();
      setError(
        errorStatus(e) === 409 ? TEXT.changed : (serverMessage(e) ?? 'The signature could not be saved.'),
      );
    }
  };
  const title = kind === 'intake' ? 'Customer signs the intake' : 'Customer signs for the device';
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="sign-dialog-title"
    >
      <DialogTitle id="sign-dialog-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {doc.data ? (
          <SigningForm
            key={doc.data.hash}
            document={doc.data}
            onSign={submit}
            busy={isLoading}
            error={error}
          />
        ) : doc.isError ? (
          <Alert severity="error">The document to sign could not be loaded.</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the document to sign" />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The customer's signatures on the order page (intake spec 2): the latest intake and hand-over
 * signatures (strokes, name, time in shop time, terms version), said plainly when one is missing;
 * editors turn the screen to the customer to sign the intake, and the hand-over at pickup.
 */
export function SignaturesSection({ order, canEdit }: { order: RepairOrderDto; canEdit: boolean }) {
  const { data, isError } = useListRepairOrderSignaturesQuery({ id: order.id });
  const [signing, setSigning] = useState<SignatureKind | null>(null);
  const closed = order.status === 'cancelled' || order.status === 'picked_up';
  const latest = (kind: SignatureKind) => data?.signatures.filter((s) => s.kind === kind).at(-1);
  const intake = latest('intake');
  const handover = latest('handover');
  const handoverDue = HANDOVER_STATES.includes(order.status);
  return (
    <Section title="Signatures">
      {isError ? <Alert severity="error">The signatures could not be loaded.</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          {!intake ? (
            <Alert severity="warning" data-testid="intake-unsigned">
              {TEXT.missingIntake}. The customer signs the terms, the condition recorded, the estimate and
              their data choice here, or on their phone from the tracking link.
            </Alert>
          ) : null}
          {intake && data.dataChoice ? (
            <Typography>
              Data choice: <strong data-testid="data-choice">{DATA_CHOICE_WORDS[data.dataChoice]}</strong>
            </Typography>
          ) : null}
          {handoverDue && !handover ? <Alert severity="info">{TEXT.missingHandover}.</Alert> : null}
          {intake || handover ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {intake ? <SignatureCard signature={intake} when={when} /> : null}
              {handover ? <SignatureCard signature={handover} when={when} /> : null}
            </Box>
          ) : null}
          {data.signatures.length > (intake ? 1 : 0) + (handover ? 1 : 0) ? (
            <Typography variant="body2" color="text.secondary">
              {data.signatures.length} signatures in all: signing again adds a record, the latest of each is
              shown.
            </Typography>
          ) : null}
          <Typography variant="body2">
            {/* The shop's repair terms live in the back office's settings (the staff bar keeps its twelve sections). */}
            <Link href={paths.admin.terms.href()}>Repair terms</Link> signed at intake: versions, and editors
            change them.
          </Typography>
          {canEdit ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {!closed ? (
                <Button variant={intake ? 'outlined' : 'contained'} onClick={() => setSigning('intake')}>
                  {intake ? 'Sign the intake again' : 'Sign the intake on this screen'}
                </Button>
              ) : null}
              {handoverDue ? (
                <Button variant={handover ? 'outlined' : 'contained'} onClick={() => setSigning('handover')}>
                  {handover ? 'Sign the hand-over again' : 'Customer signs for the device'}
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {signing ? <SignDialog orderId={order.id} kind={signing} onClose={() => setSigning(null)} /> : null}
    </Section>
  );
}
