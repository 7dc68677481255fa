import {
  useId,
  useState,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

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

const EASE_OUT = 'cubic-bezier(0, 0, 0.2, 1)';

/**
 * MUI's outlined text field as the browser's own elements: the same markup (a label over the box,
 * the outline a fieldset whose legend cuts the notch the floating label sits in, the helper text
 * below) and the same styles, values taken from MUI's FormControl, InputLabel, OutlinedInput,
 * NotchedOutline and FormHelperText with the theme (it looks the same: e2e/looks-the-same.spec.ts),
 * without their code (FormControl's context, InputBase, TextareaAutosize: about 6 KB on the wire,
 * issue 38). State classes: `Mui-focused`, `Mui-error`, `Mui-required`; `data-shrink` on the label.
 */
const Root = styled('div')(({ theme }) => {
  const { palette, typography } = theme;
  const body = {
    fontFamily: typography.fontFamily,
    fontWeight: typography.fontWeightRegular,
    fontSize: '1rem',
    lineHeight: '1.4375em',
  };
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    padding: 0,
    margin: 0,
    border: 0,
    verticalAlign: 'top',
    '&[data-full-width]': { width: '100%' },
    '& > label': {
      ...body,
      color: palette.text.secondary,
      padding: 0,
      display: 'block',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      transition: ['color', 'transform', 'max-width'].map((p) => `${p} 200ms ${EASE_OUT}`).join(', '),
      zIndex: 1,
      pointerEvents: 'none',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
    },
    '& > label[data-shrink="true"], &:has(input:-webkit-autofill) > label': {
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    '& > div': {
      ...body,
      color: palette.text.primary,
      boxSizing: 'border-box',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      position: 'relative',
      borderRadius: theme.shape.borderRadius,
    },
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      padding: '16.5px 14px',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
    },
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: 'rgba(0, 0, 0, 0.23)',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      transition: `max-width 50ms ${EASE_OUT}`,
      whiteSpace: 'nowrap',
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    '& > label[data-shrink="true"] + div legend, &:has(input:-webkit-autofill) legend': {
      maxWidth: '100%',
      transition: `max-width 100ms ${EASE_OUT} 50ms`,
    },
    '& > div:hover fieldset': { borderColor: palette.text.primary },
    '@media (hover: none)': { '& > div:hover fieldset': { borderColor: 'rgba(0, 0, 0, 0.23)' } },
    '& > p': {
      color: palette.text.secondary,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightRegular,
      fontSize: '0.75rem',
      lineHeight: 1.66,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
    '&.Mui-focused > label': { color: palette.primary.main },
    '&.Mui-focused > div fieldset': { borderWidth: 2, borderColor: palette.primary.main },
    '&.Mui-error > label, &.Mui-error > p': { color: palette.error.main },
    '&.Mui-error > div fieldset': { borderColor: palette.error.main },
  };
});

/**
 * An outlined text field (label, outline, helper text, all linked for assistive technology): looks
 * and behaves as MUI's TextField for a text input, made of the browser's own elements.
 */
export function TextInput({
  label,
  id,
  helperText,
  error = false,
  required = false,
  fullWidth,
  inputRef,
  htmlInput,
  sx,
  onBlur,
  ...input
}: TextInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const [focused, setFocused] = useState(false);
  const shrink = focused || input.value !== '' || Boolean(input.placeholder);
  const state = [focused && 'Mui-focused', error && 'Mui-error', required && 'Mui-required'];
  return (
    <Root
      className={state.filter(Boolean).join(' ') || undefined}
      data-full-width={fullWidth || undefined}
      sx={sx}
    >
      <label htmlFor={inputId} data-shrink={shrink}>
        {label}
        {required ? <span aria-hidden="true">{'\u2009*'}</span> : null}
      </label>
      <div>
        <input
          {...input}
          id={inputId}
          ref={inputRef}
          required={required}
          aria-invalid={error}
          aria-describedby={helperId}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          {...htmlInput}
        />
        <fieldset aria-hidden="true">
          <legend>
            {/* As wide as the label with its asterisk (as OutlinedInput writes it). */}
            <span>{required ? `${label}\u2009*\u2009*` : label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText ? (
        <p id={helperId}>
          {helperText === ' ' ? (
            <span className="notranslate" aria-hidden="true">
              {'\u200b'}
            </span>
          ) : (
            helperText
          )}
        </p>
      ) : null}
    </Root>
  );
}
