import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMenuBesideField } from '../../../components/ui/useMenuBesideField';
import type { AnyCatalogueResourceView, CatalogueField, CatalogueItem, FormValues } from '../resource';
import { CATALOGUE_TEXT } from '../text';

export interface CatalogueDialogProps<Item extends CatalogueItem, List> {
  resource: AnyCatalogueResourceView;
  /** The row to edit; absent to add one. */
  item?: Item;
  list: List;
  saving: boolean;
  /** Errors by field from the server (409 taken name, 400 bad field). */
  serverErrors: Record<string, string>;
  onSubmit: (body: unknown) => void;
  onClose: () => void;
}

/** The form's own checks: a required field is filled, a filled field passes its check. */
function checkValues<Item, List>(
  fields: CatalogueField<Item, List>[],
  values: FormValues,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    const problem =
      field.check && (text || field.required)
        ? field.check(text)
        : field.required && !text
          ? CATALOGUE_TEXT.errors.required(field.label)
          : undefined;
    if (problem) found[field.key] = problem;
  }
  return found;
}

/** Add or edit a row of a catalogue resource: its declared fields, checked before sending. */
export function CatalogueDialog<Item extends CatalogueItem, List>({
  resource,
  item,
  list,
  saving,
  serverErrors,
  onSubmit,
  onClose,
}: CatalogueDialogProps<Item, List>) {
  const fields = (resource.fields as CatalogueField<Item, List>[]).filter((f) => !(item && f.createOnly));
  const [values, setValues] = useState<FormValues>(() =>
    Object.fromEntries(fields.map((f) => [f.key, f.initial(item, list)])),
  );
  const [checked, setChecked] = useState<Record<string, string>>({});
  // One menu is open at a time: every select of the form shares the placement of the one opening.
  const selectMenu = useMenuBesideField();
  const set = (key: string, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkValues(fields, values);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    const body = resource.toCreate(values, !item);
    onSubmit(item ? resource.toUpdate(body) : body);
  };

  const error = (field: string): string | undefined => checked[field] ?? serverErrors[field];
  const title = item ? CATALOGUE_TEXT.row.editTitle(item.name) : resource.words.addTitle;

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field, index) => {
              const value = values[field.key];
              if (field.kind === 'switch') {
                return (
                  <FormControlLabel
                    key={field.key}
                    control={
                      <Switch checked={value === true} onChange={(e) => set(field.key, e.target.checked)} />
                    }
                    label={field.label}
                  />
                );
              }
              return (
                <TextField
                  key={field.key}
                  select={field.kind === 'select'}
                  label={field.label}
                  value={value}
                  onChange={(e) => set(field.key, e.target.value)}
                  required={field.required}
                  autoFocus={index === 0}
                  error={Boolean(error(field.key))}
                  helperText={error(field.key) ?? field.help}
                  slotProps={{
                    htmlInput: {
                      ...(field.maxLength ? { maxLength: field.maxLength } : {}),
                      ...(field.inputMode ? { inputMode: field.inputMode } : {}),
                    },
                    ...(field.kind === 'select' ? { select: selectMenu } : {}),
                  }}
                >
                  {field.kind === 'select'
                    ? [
                        ...(field.emptyOption !== undefined
                          ? [
                              <MenuItem key="" value="">
                                {field.emptyOption}
                              </MenuItem>,
                            ]
                          : []),
                        ...(field.options?.(list) ?? []).map((option) => (
                          <MenuItem key={option} value={option}>
                            {option}
                          </MenuItem>
                        )),
                      ]
                    : undefined}
                </TextField>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {CATALOGUE_TEXT.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? CATALOGUE_TEXT.saving : CATALOGUE_TEXT.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
