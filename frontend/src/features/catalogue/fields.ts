import { isSlug, parsePrice } from './catalogueForm';
import type { CatalogueField, CatalogueItem } from './resource';
import { CATALOGUE_TEXT } from './text';

const { fields, errors } = CATALOGUE_TEXT;

/**
 * The fields every catalogue resource's form starts with: its name, its public id (when adding) and
 * its base price in dollars. A declaration adds its own after them.
 */
export function commonFields<Item extends CatalogueItem & { basePrice: number }, List>(): CatalogueField<
  Item,
  List
>[] {
  return [
    {
      key: 'name',
      label: fields.name,
      kind: 'text',
      required: true,
      maxLength: 80,
      initial: (i) => i?.name ?? '',
    },
    {
      key: 'slug',
      label: fields.slug,
      kind: 'text',
      maxLength: 80,
      help: fields.slugHelp,
      createOnly: true,
      initial: () => '',
      check: (v) => (isSlug(v) ? undefined : errors.slug),
    },
    {
      key: 'basePrice',
      label: fields.basePrice,
      kind: 'text',
      required: true,
      inputMode: 'decimal',
      initial: (i) => (i ? String(i.basePrice) : ''),
      check: (v) => (parsePrice(v) === null ? errors.price : undefined),
    },
  ];
}

/** An update body: the create body without the public id, which cannot change. */
export function withoutSlug<Body extends { slug?: string }>({
  slug: _slug,
  ...changes
}: Body): Omit<Body, 'slug'> {
  return changes;
}
