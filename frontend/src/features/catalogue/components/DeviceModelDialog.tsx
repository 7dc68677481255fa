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
import type { AdminDeviceModelDto, CreateDeviceModelDto } from '../../../api';
import { isImagePath, isSlug, parsePrice } from '../catalogueForm';
import { CATALOGUE_TEXT } from '../text';

type Category = CreateDeviceModelDto['category'];
type Subcategory = NonNullable<CreateDeviceModelDto['subcategory']>;

/** What the dialog hands back: a create body (the slug only when adding). */
export type DeviceModelValues = CreateDeviceModelDto;

export interface DeviceModelDialogProps {
  /** The model to edit; absent to add one. */
  model?: AdminDeviceModelDto;
  categories: string[];
  subcategories: string[];
  saving: boolean;
  /** Errors by field from the server (409 taken name, 400 bad field). */
  serverErrors: Record<string, string>;
  onSubmit: (values: DeviceModelValues) => void;
  onClose: () => void;
}

const { fields, errors } = CATALOGUE_TEXT;

/** Add or edit a device model: category, brand, subcategory, image, base price, bookable. */
export function DeviceModelDialog({
  model,
  categories,
  subcategories,
  saving,
  serverErrors,
  onSubmit,
  onClose,
}: DeviceModelDialogProps) {
  const [name, setName] = useState(model?.name ?? '');
  const [slug, setSlug] = useState('');
  const [category, setCategory] = useState(model?.category ?? categories[0] ?? '');
  const [subcategory, setSubcategory] = useState(model?.subcategory ?? '');
  const [brand, setBrand] = useState(model?.brand ?? '');
  const [image, setImage] = useState(model?.image ?? '');
  const [price, setPrice] = useState(model ? String(model.basePrice) : '');
  const [bookable, setBookable] = useState(model?.bookable ?? true);
  const [checked, setChecked] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const basePrice = parsePrice(price);
    if (!name.trim()) found.name = errors.required(fields.name);
    if (!brand.trim()) found.brand = errors.required(fields.brand);
    if (basePrice === null) found.basePrice = errors.price;
    if (slug.trim() && !isSlug(slug.trim())) found.slug = errors.slug;
    if (image.trim() && !isImagePath(image.trim())) found.image = errors.image;
    setChecked(found);
    if (Object.keys(found).length > 0 || basePrice === null) return;
    onSubmit({
      name: name.trim(),
      ...(!model && slug.trim() ? { slug: slug.trim() } : {}),
      category: category as Category,
      subcategory: subcategory ? (subcategory as Subcategory) : null,
      brand: brand.trim(),
      ...(image.trim() ? { image: image.trim() } : {}),
      basePrice,
      bookable,
    });
  };

  const error = (field: string): string | undefined => checked[field] ?? serverErrors[field];
  const title = model ? CATALOGUE_TEXT.models.editTitle(model.name) : CATALOGUE_TEXT.models.addTitle;

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
            {model ? null : (
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
              select
              label={fields.category}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              required
              error={Boolean(error('category'))}
              helperText={error('category')}
            >
              {categories.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={fields.subcategory}
              value={subcategory}
              onChange={(e) => setSubcategory(e.target.value)}
              error={Boolean(error('subcategory'))}
              helperText={error('subcategory')}
            >
              <MenuItem value="">{fields.noSubcategory}</MenuItem>
              {subcategories.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={fields.brand}
              value={brand}
              onChange={(e) => setBrand(e.target.value)}
              required
              error={Boolean(error('brand'))}
              helperText={error('brand')}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <TextField
              label={fields.image}
              value={image}
              onChange={(e) => setImage(e.target.value)}
              error={Boolean(error('image'))}
              helperText={error('image') ?? fields.imageHelp}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
            <TextField
              label={fields.basePrice}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              required
              error={Boolean(error('basePrice'))}
              helperText={error('basePrice')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormControlLabel
              control={<Switch checked={bookable} onChange={(e) => setBookable(e.target.checked)} />}
              label={fields.bookable}
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
