import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { IntakeCheck, IntakeDto } from '../../api/staff';
import { agreementLabel, COMMON_ACCESSORIES, INTAKE_CHECK_LABEL, INTAKE_PARTS } from './intake';

export interface IntakeFieldsProps {
  value: IntakeDto;
  onChange: (value: IntakeDto) => void;
  /** The estimate the customer agrees to (cents), named beside the agreement when known. */
  estimateCents?: number;
}

const CHECKS = Object.keys(INTAKE_CHECK_LABEL) as IntakeCheck[];

/**
 * The intake of a device at the counter (workshop spec 1), for a walk-in and for a check-in from an
 * appointment alike: each part ok / damaged / not checked, the condition in words, what was left
 * with the device, an optional serial or IMEI, and the customer's agreement. Never a passcode.
 */
export function IntakeFields({ value, onChange, estimateCents }: IntakeFieldsProps) {
  const id = useId();
  const set = (changes: Partial<IntakeDto>) => onChange({ ...value, ...changes });
  const common = value.accessories.filter((a) => (COMMON_ACCESSORIES as readonly string[]).includes(a));
  // What is typed stays as typed (commas, spaces); the list holds its parts.
  const [otherText, setOtherText] = useState(() =>
    value.accessories.filter((a) => !(COMMON_ACCESSORIES as readonly string[]).includes(a)).join(', '),
  );
  const toggle = (accessory: string) =>
    set({
      accessories: common.includes(accessory)
        ? value.accessories.filter((a) => a !== accessory)
        : [...value.accessories, accessory],
    });
  return (
    <Stack spacing={2.5}>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
          Condition on arrival
        </FormLabel>
        <Stack spacing={0.5}>
          {INTAKE_PARTS.map((part) => (
            <Box
              key={part.key}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { sm: 'center' },
                gap: { sm: 2 },
              }}
            >
              <Typography id={`${id}-${part.key}`} sx={{ minWidth: 110 }}>
                {part.label}
              </Typography>
              <RadioGroup
                row
                aria-labelledby={`${id}-${part.key}`}
                value={value.checklist[part.key]}
                onChange={(_e, check) =>
                  set({ checklist: { ...value.checklist, [part.key]: check as IntakeCheck } })
                }
              >
                {CHECKS.map((check) => (
                  <FormControlLabel
                    key={check}
                    value={check}
                    control={<Radio size="small" />}
                    label={INTAKE_CHECK_LABEL[check]}
                  />
                ))}
              </RadioGroup>
            </Box>
          ))}
        </Stack>
      </FormControl>
      <TextField
        label="Condition notes"
        multiline
        minRows={2}
        value={value.conditionNotes}
        onChange={(e) => set({ conditionNotes: e.target.value })}
        helperText="Scratches, dents, what the customer reports. Never ask for the passcode."
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ fontWeight: 600 }}>
          Accessories left with the device
        </FormLabel>
        <FormGroup row>
          {COMMON_ACCESSORIES.map((accessory) => (
            <FormControlLabel
              key={accessory}
              control={<Checkbox checked={common.includes(accessory)} onChange={() => toggle(accessory)} />}
              label={accessory}
            />
          ))}
        </FormGroup>
        <TextField
          label="Other accessories"
          size="small"
          value={otherText}
          onChange={(e) => {
            setOtherText(e.target.value);
            set({ accessories: [...common, ...e.target.value.split(',')] });
          }}
          helperText="Separate several with commas"
          sx={{ mt: 1 }}
        />
      </FormControl>
      <TextField
        label="Serial number or IMEI (optional)"
        value={value.serial ?? ''}
        onChange={(e) => set({ serial: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'off' } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.agreedToEstimate}
            onChange={(e) => set({ agreedToEstimate: e.target.checked })}
          />
        }
        label={agreementLabel(estimateCents)}
      />
    </Stack>
  );
}
