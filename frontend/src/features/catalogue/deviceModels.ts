import {
  staffApi,
  type AdminDeviceModelDto,
  type CreateDeviceModelDto,
  type DeviceModelListDto,
  type UpdateDeviceModelDto,
} from '../../api/staff';
import { formatMoney } from '../../lib/money';
import { isImagePath, parsePrice } from './catalogueForm';
import { commonFields, withoutSlug } from './fields';
import { trimmed, useEndpointCalls, type CatalogueResourceView } from './resource';
import { CATALOGUE_TEXT } from './text';

const { fields, errors } = CATALOGUE_TEXT;
const [name, slug, basePrice] = commonFields<AdminDeviceModelDto, DeviceModelListDto>();

/** Device models: the devices the shop repairs, with their category, brand, picture and base price. */
export const deviceModels: CatalogueResourceView<
  AdminDeviceModelDto,
  DeviceModelListDto,
  CreateDeviceModelDto,
  UpdateDeviceModelDto
> = {
  words: CATALOGUE_TEXT.models,
  columns: [
    { header: fields.brand, cell: (m) => m.brand },
    { header: fields.category, cell: (m) => m.category },
    { header: fields.subcategory, cell: (m) => m.subcategory ?? '—' },
    { header: fields.basePrice, cell: (m) => formatMoney(m.basePrice), align: 'right' },
  ],
  fields: [
    name,
    slug,
    {
      key: 'category',
      label: fields.category,
      kind: 'select',
      required: true,
      options: (list) => list.categories,
      initial: (m, list) => m?.category ?? list.categories[0] ?? '',
    },
    {
      key: 'subcategory',
      label: fields.subcategory,
      kind: 'select',
      emptyOption: fields.noSubcategory,
      options: (list) => list.subcategories,
      initial: (m) => m?.subcategory ?? '',
    },
    {
      key: 'brand',
      label: fields.brand,
      kind: 'text',
      required: true,
      maxLength: 40,
      initial: (m) => m?.brand ?? '',
    },
    {
      key: 'image',
      label: fields.image,
      kind: 'text',
      maxLength: 300,
      help: fields.imageHelp,
      initial: (m) => m?.image ?? '',
      check: (v) => (isImagePath(v) ? undefined : errors.image),
    },
    basePrice,
    { key: 'bookable', label: fields.bookable, kind: 'switch', initial: (m) => m?.bookable ?? true },
  ],
  bookable: (m) => m.bookable,
  filters: {
    categories: (list) => list.categories,
    categoryOf: (m) => m.category,
    searchText: (m) => `${m.name} ${m.brand} ${m.slug}`,
    shown: CATALOGUE_TEXT.models.shown,
  },
  toCreate: (values, adding) => {
    const slug = trimmed(values, 'slug');
    const image = trimmed(values, 'image');
    const subcategory = trimmed(values, 'subcategory');
    return {
      name: trimmed(values, 'name'),
      ...(adding && slug ? { slug } : {}),
      category: trimmed(values, 'category') as CreateDeviceModelDto['category'],
      subcategory: subcategory ? (subcategory as NonNullable<CreateDeviceModelDto['subcategory']>) : null,
      brand: trimmed(values, 'brand'),
      ...(image ? { image } : {}),
      basePrice: parsePrice(trimmed(values, 'basePrice'))!,
      bookable: values.bookable === true,
    };
  },
  toUpdate: withoutSlug,
  useCalls: () =>
    useEndpointCalls(staffApi.endpoints, {
      list: 'listDeviceModels',
      create: 'createDeviceModel',
      update: 'updateDeviceModel',
      retire: 'retireDeviceModel',
      unretire: 'unretireDeviceModel',
      reorder: 'reorderDeviceModels',
      createBody: 'createDeviceModelDto',
      updateBody: 'updateDeviceModelDto',
    }),
};
