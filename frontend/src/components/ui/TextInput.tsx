import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import FormControl from '@mui/material/FormControl';
import type { SxProps, Theme } from '@mui/material/styles';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  id?: string;
  name?: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Styles of the whole field (as TextField's `sx`). */
  sx?: SxProps<Theme>;
  /** Attributes of the <input> itself (maxLength, inputMode, aria-*). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}` | `data-${string}`, unknown>;
}

/**
 * An outlined text field: what MUI's TextField draws for a text input (label, outline, helper
 * text, all linked for assistive technology), without the select machinery TextField brings along
 * (Select, Menu, Popover: about 10 KB on the wire) to pages that only need a text box.
 */
export function TextInput({
  label,
  id,
  helperText,
  error,
  required,
  fullWidth,
  inputRef,
  htmlInput,
  sx,
  ...input
}: TextInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        // The outline's notch is as wide as the label, its asterisk included (as TextField does).
        label={required ? `${label}\u2009*` : label}
        inputRef={inputRef}
        inputProps={htmlInput}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
