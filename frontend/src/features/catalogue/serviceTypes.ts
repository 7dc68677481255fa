import {
  staffApi,
  type AdminServiceTypeDto,
  type CreateServiceTypeDto,
  type ServiceTypeListDto,
  type UpdateServiceTypeDto,
} from '../../api/staff';
import { formatMoney } from '../../lib/money';
import { parsePrice, parseWarrantyDays } from './catalogueForm';
import { commonFields, withoutSlug } from './fields';
import { trimmed, useEndpointCalls, type CatalogueResourceView } from './resource';
import { CATALOGUE_TEXT } from './text';

const { fields } = CATALOGUE_TEXT;

/** Service types: the repairs the shop offers, with their base price and warranty. */
export const serviceTypes: CatalogueResourceView<
  AdminServiceTypeDto,
  ServiceTypeListDto,
  CreateServiceTypeDto,
  UpdateServiceTypeDto
> = {
  words: CATALOGUE_TEXT.services,
  columns: [
    { header: fields.slug, cell: (s) => s.slug },
    { header: fields.basePrice, cell: (s) => formatMoney(s.basePrice), align: 'right' },
    { header: fields.warranty, cell: (s) => s.warranty },
    { header: fields.warrantyDays, cell: (s) => String(s.warrantyDays), align: 'right' },
  ],
  fields: [
    ...commonFields(),
    {
      key: 'warranty',
      label: fields.warranty,
      kind: 'text',
      required: true,
      maxLength: 60,
      initial: (s) => s?.warranty ?? '',
    },
    {
      key: 'warrantyDays',
      label: fields.warrantyDays,
      kind: 'text',
      required: true,
      inputMode: 'numeric',
      help: fields.warrantyDaysHelp,
      initial: (s) => String(s?.warrantyDays ?? 0),
      check: (v) => (parseWarrantyDays(v) === null ? CATALOGUE_TEXT.errors.warrantyDays : undefined),
    },
  ],
  toCreate: (values, adding) => {
    const slug = trimmed(values, 'slug');
    return {
      name: trimmed(values, 'name'),
      ...(adding && slug ? { slug } : {}),
      basePrice: parsePrice(trimmed(values, 'basePrice'))!,
      warranty: trimmed(values, 'warranty'),
      warrantyDays: parseWarrantyDays(trimmed(values, 'warrantyDays'))!,
    };
  },
  toUpdate: withoutSlug,
  useCalls: () =>
    useEndpointCalls(staffApi.endpoints, {
      list: 'listServiceTypes',
      create: 'createServiceType',
      update: 'updateServiceType',
      retire: 'retireServiceType',
      unretire: 'unretireServiceType',
      reorder: 'reorderServiceTypes',
      createBody: 'createServiceTypeDto',
      updateBody: 'updateServiceTypeDto',
    }),
};
