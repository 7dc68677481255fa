import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useGetRepairOrderPasscodeQuery,
  type OrderPasscodeDto,
  type PasscodeDestroyCause,
} from '../../../../api/staff';
import { Section } from '../../../../components/ui/Section';
import { PASSCODE_TEXT as TEXT } from './passcode';
import { PasscodeRecordForm } from './PasscodeRecordForm';
import { PasscodeRevealDialog } from './PasscodeRevealDialog';
import { when } from './when';

const CAUSE: Record<PasscodeDestroyCause, string> = {
  picked_up: 'at hand-over',
  cancelled: 'the order was cancelled',
  expired: '30 days after it was given',
  erasure: "with the customer's record",
  data_choice: 'the customer withdrew the permission',
  deleted: 'deleted',
};

function ChoiceLine({ card }: { card: OrderPasscodeDto }) {
  if (card.dataChoice === null)
    return (
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {TEXT.notSigned}
      </Alert>
    );
  if (card.dataChoice === 'no_access')
    return (
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {TEXT.noAccess}
      </Alert>
    );
  return (
    <Typography color="text.secondary" sx={{ mb: 1.5 }}>
      {TEXT.mayUnlock}
    </Typography>
  );
}

/**
 * The device's passcode on the order page (intake spec 3), for editors only (the page leaves it
 * out for viewers): the customer's data choice, whether a passcode is held (never its value),
 * recording it as a PIN, a password or a pattern on the 3 x 3 grid, revealing it with a reason,
 * every reveal (who, when, why), and when it was destroyed.
 */
export function PasscodeSection({ orderId }: { orderId: string }) {
  const query = useGetRepairOrderPasscodeQuery({ id: orderId }, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState(false);
  const [revealing, setRevealing] = useState(false);
  const card = query.data;

  if (!card)
    return (
      <Section title={TEXT.title}>
        <Typography color="text.secondary">{query.isError ? TEXT.loadFailed : TEXT.loading}</Typography>
      </Section>
    );

  const held = card.passcode;
  return (
    <Section title={TEXT.title}>
      <ChoiceLine card={card} />
      {held ? (
        <>
          <Typography>{TEXT.held(TEXT[held.kind], held.recordedBy, when(held.recordedAt))}</Typography>
          <Typography variant="body2" color="text.secondary">
            {TEXT.destroyBy(when(held.destroyBy))}
          </Typography>
        </>
      ) : card.destroyed ? (
        <Typography sx={{ fontWeight: 600 }}>
          {TEXT.destroyed(when(card.destroyed.at), CAUSE[card.destroyed.cause])}
        </Typography>
      ) : card.dataChoice === 'may_unlock' ? (
        <Typography color="text.secondary">{TEXT.none}</Typography>
      ) : null}

      {!editing && (held || card.canRecord) ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          {held ? (
            <Button variant="contained" onClick={() => setRevealing(true)}>
              {TEXT.reveal}
            </Button>
          ) : null}
          {card.canRecord ? (
            <Button variant={held ? 'outlined' : 'contained'} onClick={() => setEditing(true)}>
              {held ? TEXT.change : TEXT.record}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {editing && card.canRecord ? (
        <PasscodeRecordForm
          orderId={orderId}
          onDone={() => {
            setEditing(false);
            void query.refetch();
          }}
        />
      ) : null}

      {card.reveals.length > 0 ? (
        <Box component="section" aria-labelledby="passcode-reveals" sx={{ mt: 2.5 }}>
          <Typography id="passcode-reveals" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
            {TEXT.reveals(card.reveals.length)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {card.reveals.map((r) => (
              <li key={`${r.at}-${r.by}-${r.reason}`}>
                <Typography variant="body2">
                  {r.by} · <time dateTime={r.at}>{when(r.at)}</time> — {r.reason}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : held ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {TEXT.neverRevealed}
        </Typography>
      ) : null}
      <PasscodeRevealDialog
        orderId={orderId}
        open={revealing}
        onClose={() => {
          setRevealing(false);
          void query.refetch();
        }}
      />
    </Section>
  );
}
