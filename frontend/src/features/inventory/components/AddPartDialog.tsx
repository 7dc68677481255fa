import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  useCreatePartMutation,
  useListDeviceModelsQuery,
  useUpdatePartMutation,
  type AdminDeviceModelDto,
  type AdminPartDto,
} from '../../../api/staff';
import { notify } from '../../../components/notify';
import { centsAsInput, centsToDollars, dollarsToCents, parseDollars } from '../../../lib/money';
import { INVENTORY_TEXT } from '../text';
import { PartFormDialog } from './PartFormDialog';

const TEXT = INVENTORY_TEXT.form;
type Field = 'name' | 'deviceModelId' | 'partType' | 'supplier' | 'unitCost' | 'sellPrice' | 'reorderLevel';

/** Adds a part with no stock (deliveries bring stock). */
export function AddPartDialog({ onClose }: { onClose: () => void }) {
  return <PartDetailsDialog onClose={onClose} />;
}

/** Adds a part, or (given `part`) edits its details; stock is never edited here (deliveries and adjustments). */
export function PartDetailsDialog({ part, onClose }: { part?: AdminPartDto; onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>(
    part
      ? {
          name: part.name,
          deviceModelId: part.deviceModelId ?? '',
          partType: part.partType ?? '',
          supplier: part.supplier ?? '',
          unitCost: centsAsInput(dollarsToCents(part.unitCost)),
          sellPrice: centsAsInput(part.sellPriceCents),
          reorderLevel: String(part.reorderLevel),
        }
      : {
          name: '',
          deviceModelId: '',
          partType: '',
          supplier: '',
          unitCost: '',
          sellPrice: '',
          reorderLevel: '1',
        },
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const models = useListDeviceModelsQuery();
  // The catalogue's live models, and the part's own model even once retired (it keeps it).
  const modelChoices = useMemo<AdminDeviceModelDto[]>(
    () => (models.data?.items ?? []).filter((m) => !m.retiredAt || m.id === part?.deviceModelId),
    [models.data, part?.deviceModelId],
  );
  const [create, created] = useCreatePartMutation();
  const [update, updated] = useUpdatePartMutation();

  const submit = async () => {
    const local: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) local.name = 'Name is required';
    const unitCost = parseDollars(values.unitCost);
    // Left empty, a part sells at its cost.
    const sellPrice = values.sellPrice.trim() === '' ? undefined : parseDollars(values.sellPrice);
    if (unitCost === null) local.unitCost = 'Dollars, like 38.50';
    if (sellPrice === null) local.sellPrice = 'Dollars, like 65.00';
    if (!/^\d+$/.test(values.reorderLevel.trim())) local.reorderLevel = 'A whole number';
    setErrors(local);
    if (Object.keys(local).length) return;
    if (part) {
      const saved = await update({
        id: part.id,
        updatePartDto: {
          name: values.name,
          deviceModelId: values.deviceModelId || null,
          partType: values.partType || null,
          supplier: values.supplier || null,
          unitCost: centsToDollars(unitCost!),
          sellPriceCents: sellPrice ?? unitCost!,
          reorderLevel: Number(values.reorderLevel),
        },
      }).unwrap();
      notify({ title: TEXT.saved(saved.name) });
      onClose();
      return;
    }
    const added = await create({
      createPartDto: {
        name: values.name,
        deviceModelId: values.deviceModelId || null,
        partType: values.partType || null,
        supplier: values.supplier || null,
        unitCost: centsToDollars(unitCost!),
        sellPriceCents: sellPrice ?? undefined,
        reorderLevel: Number(values.reorderLevel),
      },
    }).unwrap();
    notify({ title: TEXT.added(added.name) });
    onClose();
  };

  const field = (key: Field, label: string, extra: TextFieldProps = {}) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      {...extra}
    />
  );

  return (
    <PartFormDialog
      title={part ? TEXT.editTitle(part.name) : TEXT.addTitle}
      text={part ? { save: TEXT.saveEdit, failed: TEXT.editFailed } : TEXT}
      busy={created.isLoading || updated.isLoading}
      onSubmit={submit}
      onFieldErrors={setErrors}
      onClose={onClose}
    >
      <Stack spacing={2}>
        {field('name', TEXT.name, { required: true, autoFocus: true })}
        <Autocomplete
          options={modelChoices}
          loading={models.isLoading}
          value={modelChoices.find((m) => m.id === values.deviceModelId) ?? null}
          onChange={(_e, m) => setValues((v) => ({ ...v, deviceModelId: m?.id ?? '' }))}
          getOptionLabel={(m) => `${m.brand} ${m.name}`}
          groupBy={(m) => m.brand}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField
              {...params}
              label={TEXT.deviceModel}
              placeholder={TEXT.anyDevice}
              error={Boolean(errors.deviceModelId)}
              helperText={errors.deviceModelId ?? TEXT.deviceModelHelp}
              slotProps={{
                ...params.slotProps,
                inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
              }}
            />
          )}
        />
        {field('partType', TEXT.partType)}
        {field('supplier', TEXT.supplier)}
        {field('unitCost', TEXT.unitCost, {
          required: true,
          slotProps: { htmlInput: { inputMode: 'decimal' } },
        })}
        {field('sellPrice', TEXT.sellPrice, {
          slotProps: { htmlInput: { inputMode: 'decimal' } },
          helperText: errors.sellPrice ?? TEXT.sellPriceHelp,
        })}
        {field('reorderLevel', TEXT.reorderLevel, {
          slotProps: { htmlInput: { inputMode: 'numeric' } },
          helperText: errors.reorderLevel ?? TEXT.reorderHelp,
        })}
      </Stack>
    </PartFormDialog>
  );
}
