import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminServiceTypeDto, CreateServiceTypeDto } from '../../../api';
import { isSlug, parsePrice } from '../catalogueForm';
import { CATALOGUE_TEXT } from '../text';

export interface ServiceTypeDialogProps {
  /** The service to edit; absent to add one. */
  service?: AdminServiceTypeDto;
  saving: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (values: CreateServiceTypeDto) => void;
  onClose: () => void;
}

const { fields, errors } = CATALOGUE_TEXT;

/** Add or edit a service type: name, base price, warranty. */
export function ServiceTypeDialog({
  service,
  saving,
  serverErrors,
  onSubmit,
  onClose,
}: ServiceTypeDialogProps) {
  const [name, setName] = useState(service?.name ?? '');
  const [slug, setSlug] = useState('');
  const [price, setPrice] = useState(service ? String(service.basePrice) : '');
  const [warranty, setWarranty] = useState(service?.warranty ?? '');
  const [checked, setChecked] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const basePrice = parsePrice(price);
    if (!name.trim()) found.name = errors.required(fields.name);
    if (!warranty.trim()) found.warranty = errors.required(fields.warranty);
    if (basePrice === null) found.basePrice = errors.price;
    if (slug.trim() && !isSlug(slug.trim())) found.slug = errors.slug;
    setChecked(found);
    if (Object.keys(found).length > 0 || basePrice === null) return;
    onSubmit({
      name: name.trim(),
      ...(!service && slug.trim() ? { slug: slug.trim() } : {}),
      basePrice,
      warranty: warranty.trim(),
    });
  };

  const error = (field: string): string | undefined => checked[field] ?? serverErrors[field];
  const title = service ? CATALOGUE_TEXT.services.editTitle(service.name) : CATALOGUE_TEXT.services.addTitle;

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={fields.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              error={Boolean(error('name'))}
              helperText={error('name')}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            {service ? null : (
              <TextField
                label={fields.slug}
                value={slug}
                onChange={(e) => setSlug(e.target.value)}
                error={Boolean(error('slug'))}
                helperText={error('slug') ?? fields.slugHelp}
                slotProps={{ htmlInput: { maxLength: 80 } }}
              />
            )}
            <TextField
              label={fields.basePrice}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              required
              error={Boolean(error('basePrice'))}
              helperText={error('basePrice')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={fields.warranty}
              value={warranty}
              onChange={(e) => setWarranty(e.target.value)}
              required
              error={Boolean(error('warranty'))}
              helperText={error('warranty')}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
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
