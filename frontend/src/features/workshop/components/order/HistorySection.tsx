import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAddRepairOrderNoteMutation, type RepairOrderDto } from '../../../../api/staff';
import { notifyFailure } from '../../../../components/notify';
import { InlineForm } from '../../../../components/ui/InlineForm';
import { Section } from '../../../../components/ui/Section';
import { REPAIR_ORDER_STATUS_LABEL } from '../../../../components/workshop/repairOrderStatus';
import { WORKSHOP_TEXT } from '../../text';
import { when } from './when';

const TEXT = WORKSHOP_TEXT.order;

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
    <InlineForm onSubmit={submit}>
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
    </InlineForm>
  );
}

/** The order's history in time order: its status moves and the system's other lines (a photo deleted). */
function historyLines(
  order: RepairOrderDto,
): { at: string; title: string; by: string; note: string | null }[] {
  const lines = [
    ...order.timeline.map((e) => ({
      at: e.at,
      title: REPAIR_ORDER_STATUS_LABEL[e.to],
      by: e.by,
      note: e.note,
    })),
    ...order.events.map((e) => ({ at: e.at, title: e.text, by: e.by, note: null })),
  ];
  // A stable sort: a move and a line at the same instant keep the order above.
  return lines.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** What happened to the order: its states and other lines, when and by whom, and the staff's internal notes. */
export function HistorySection({ order, canEdit }: { order: RepairOrderDto; canEdit: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title={TEXT.timeline}>
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {historyLines(order).map((entry, i) => (
            <li key={i}>
              <Typography>
                <strong>{entry.title}</strong> · {when(entry.at)}
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
  );
}
