import type { ReactNode } from 'react';

/** What every back-office catalogue row has (device models, service types, next the workshop's parts). */
export interface CatalogueItem {
  id: string;
  slug: string;
  name: string;
  displayOrder: number;
  retiredAt: string | null;
}

/** The list answer of a resource: its items, and whatever its form offers (e.g. categories). */
export interface CatalogueList<Item extends CatalogueItem> {
  items: Item[];
}

/** The words of a resource's screen and dialog (what it says of one row is CATALOGUE_TEXT.row). */
export interface CatalogueWords {
  title: string;
  subtitle: string;
  /** Plural noun for the read-only notice ("device models"). */
  what: string;
  add: string;
  addTitle: string;
  caption: string;
}

/** One column of the table. */
export interface CatalogueColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  align?: 'right';
}

/** A value of the dialog's form: text fields hold strings, switches booleans. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

/** One field of the add/edit dialog; `key` is the body's field, so the server's field errors land on it. */
export interface CatalogueField<Item, List> {
  key: string;
  label: string;
  kind: 'text' | 'select' | 'switch';
  required?: boolean;
  maxLength?: number;
  /** Shown under the field while it has no error. */
  help?: string;
  /** `decimal` brings up a number keyboard on phones. */
  inputMode?: 'decimal' | 'numeric';
  /** Only when adding (the public id cannot change later). */
  createOnly?: boolean;
  /** A select's choices, from the list answer; `emptyOption` labels a first empty choice. */
  options?: (list: List) => string[];
  emptyOption?: string;
  /** The value the form starts with. */
  initial: (item: Item | undefined, list: List) => FormValue;
  /** The field's own check of a non-empty value (the message), beyond `required`. */
  check?: (value: string) => string | undefined;
}

/** Filters above the table (device models): by category, by text, retired rows shown or not. */
export interface CatalogueFilters<Item, List> {
  categories: (list: List) => string[];
  categoryOf: (item: Item) => string;
  /** The text a search looks through. */
  searchText: (item: Item) => string;
  shown: (shown: number, total: number) => string;
}

/** The calls of a resource, in the shape the screen uses (each declaration adapts its generated hooks). */
export interface CatalogueCalls<Item, List, Create, Update> {
  list: { data?: List; isLoading: boolean; error?: unknown };
  create: (body: Create) => Promise<Item>;
  update: (id: string, body: Update) => Promise<Item>;
  retire: (id: string) => Promise<Item>;
  unretire: (id: string) => Promise<Item>;
  reorder: (ids: string[]) => Promise<List>;
  /** A call is running: row controls wait. */
  busy: boolean;
  /** A create or update is running. */
  saving: boolean;
}

/**
 * A back-office catalogue resource, declared once: its words, columns, form fields and rules, and its
 * API calls. The generic screen (components/CatalogueScreen) gives every resource the same list,
 * filters, reordering, retire and bring back, and add/edit dialog with field errors.
 */
export interface CatalogueResourceView<
  Item extends CatalogueItem,
  List extends CatalogueList<Item>,
  Create,
  Update,
> {
  words: CatalogueWords;
  columns: CatalogueColumn<Item>[];
  fields: CatalogueField<Item, List>[];
  /** False shows Coming Soon beside the status (device models). */
  bookable?: (item: Item) => boolean;
  filters?: CatalogueFilters<Item, List>;
  /** The create body from the checked form values (`adding`: the dialog adds rather than edits). */
  toCreate: (values: FormValues, adding: boolean) => Create;
  /** The update body: the create body without what cannot change. */
  toUpdate: (body: Create) => Update;
  /** The resource's API calls (a hook: it calls the generated hooks). */
  useCalls: () => CatalogueCalls<Item, List, Create, Update>;
}

// Once declared, the screen handles every resource alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCatalogueResourceView = CatalogueResourceView<any, any, any, any>;

/** Text values trimmed, switches as they are. */
export function trimmed(values: FormValues, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** A generated mutation hook's trigger, as the screen uses it. */
type Trigger = (arg: unknown) => { unwrap(): Promise<unknown> };
interface EndpointHooks {
  useQuery(): { data?: unknown; isLoading: boolean; error?: unknown };
  useMutation(): readonly [Trigger, { isLoading: boolean }];
}

/** The generated endpoints of a resource, by operation id, and the names of its body arguments. */
export interface CatalogueEndpointNames {
  list: string;
  create: string;
  update: string;
  retire: string;
  unretire: string;
  reorder: string;
  /** The generated argument holding the create and the update body ('createDeviceModelDto'). */
  createBody: string;
  updateBody: string;
}

/**
 * The calls of a resource from its generated endpoints (staffApi.endpoints[operationId]): a declaration
 * names its operations and this hook does the rest. Hooks run in the same order on every render.
 */
export function useEndpointCalls<Item, List, Create, Update>(
  endpoints: Record<string, unknown>,
  names: CatalogueEndpointNames,
): CatalogueCalls<Item, List, Create, Update> {
  const hooks = (name: string) => endpoints[name] as EndpointHooks;
  const list = hooks(names.list).useQuery();
  const [create, creating] = hooks(names.create).useMutation();
  const [update, updating] = hooks(names.update).useMutation();
  const [retire, retiring] = hooks(names.retire).useMutation();
  const [unretire, unretiring] = hooks(names.unretire).useMutation();
  const [reorder, reordering] = hooks(names.reorder).useMutation();
  return {
    list: list as CatalogueCalls<Item, List, Create, Update>['list'],
    create: (body) => create({ [names.createBody]: body }).unwrap() as Promise<Item>,
    update: (id, body) => update({ id, [names.updateBody]: body }).unwrap() as Promise<Item>,
    retire: (id) => retire({ id }).unwrap() as Promise<Item>,
    unretire: (id) => unretire({ id }).unwrap() as Promise<Item>,
    reorder: (ids) => reorder({ reorderDto: { ids } }).unwrap() as Promise<List>,
    busy: [creating, updating, retiring, unretiring, reordering].some((s) => s.isLoading),
    saving: creating.isLoading || updating.isLoading,
  };
}
