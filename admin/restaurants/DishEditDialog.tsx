import { useState } from 'react';
import { Box } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  ImageField,
  ImageInput,
  SimpleForm,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { DialogFrame, FORM_STRETCH, FormDirty, FormToolbar, useDiscardGuard } from '../common';
import { errorMessage, type ApiEnvelope } from '../providers/httpClient';
import { categoryIdOf } from '../../shared/ordering';
import { categoryChoices, type MenuItem, type MenuLine, type Restaurant } from './types';

const DISH_FIELDS = [
  'name',
  'nameHi',
  'price',
  'category',
  'description',
  'descriptionHi',
  'image',
  'popular',
  'spicy',
  'featured',
  'available',
  'portionsLeft',
  'lowAt',
  'usualBatch',
  'portionsReset',
] as const;
type DishFields = Pick<MenuItem, (typeof DISH_FIELDS)[number]>;

/** The dish fields PUT /api/admin/menu-items/:id takes, trimmed; an empty image path removes the picture. */
export function dishBody(values: Partial<MenuItem>): Partial<DishFields> {
  const body: Record<string, unknown> = {};
  for (const field of DISH_FIELDS) if (values[field] !== undefined) body[field] = values[field];
  if (typeof body.name === 'string') body.name = body.name.trim();
  if (typeof body.description === 'string') body.description = body.description.trim();
  // A Hindi text left empty is none: the English one shows.
  for (const field of ['nameHi', 'descriptionHi'] as const)
    if (body[field] !== undefined) body[field] = String(body[field] ?? '').trim() || null;
  if (body.image !== undefined) body.image = String(body.image ?? '').trim() || null;
  if (body.price !== undefined) body.price = Number(body.price);
  if (body.spicy !== undefined) body.spicy = Number(body.spicy);
  // A count of plates left empty is none: no limit, no warning, no usual batch.
  for (const field of ['portionsLeft', 'lowAt', 'usualBatch'] as const)
    if (body[field] !== undefined)
      body[field] = body[field] === null || body[field] === '' ? null : Number(body[field]);
  return body as Partial<DishFields>;
}

/**
 * Edit one dish of a restaurant: every field the site shows, saved through the data
 * provider as resource `menu-items` (PUT /api/admin/menu-items/:id). The server's field
 * errors (the envelope's `errors`) show under their fields; closing with unsaved input asks first.
 */
export function DishEditDialog({
  dish,
  categories = [],
  onSaved,
  onClose,
}: {
  dish: MenuItem;
  /** The categories the restaurant's dishes have (the six and any of the owner's own). */
  categories?: string[];
  onSaved: (dish: MenuItem) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<MenuItem>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { close, setDirty, guard } = useDiscardGuard(onClose);
  const save = async (values: Partial<MenuItem>) => {
    try {
      const saved = await update(
        'menu-items',
        { id: dish.id, data: dishBody(values), previousData: dish },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      // A photo picked on the phone or PC goes up after the fields (its own multipart call).
      const photo = (values as { photo?: { rawFile?: File } }).photo?.rawFile;
      const withPhoto = photo ? ((await dataProvider.uploadDishImage(dish.id, photo)) as MenuItem) : saved;
      notify('gaon.restaurants.dishSaved', { type: 'success' });
      onSaved({ ...dish, ...(withPhoto as MenuItem) });
      onClose();
    } catch (error) {
      notify(errorMessage(error, translate('gaon.restaurants.failedDish')), { type: 'error' });
      // react-admin puts these under their fields.
      return (error as { body?: ApiEnvelope }).body?.errors;
    }
  };
  return (
    <DialogFrame open title={translate('gaon.restaurants.editDishTitle', { name: dish.name })} onClose={close}>
      <SimpleForm
        record={dish}
        resource="menu-items"
        onSubmit={save as never}
        noValidate
        disableInvalidFormNotification
        warnWhenUnsavedChanges
        sx={FORM_STRETCH}
        toolbar={<FormToolbar saveLabel="gaon.common.save" onCancel={close} />}
      >
        <FormDirty onChange={setDirty} />
        <DishInputs categories={categories} />
        <PortionsInputs />
      </SimpleForm>
      {guard}
    </DialogFrame>
  );
}

const IMAGE_TYPES = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] };

/** Every field of a dish, as Edit dish and Add dish both show them. */
function DishInputs({ categories }: { categories: string[] }) {
  const translate = useTranslate();
  const spice = [0, 1, 2, 3].map((n) => ({
    id: n,
    name: n ? translate('gaon.restaurants.spicyChoice', { smart_count: n }) : translate('gaon.restaurants.notSpicy'),
  }));
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1.5 }}>
        <TextInput source="name" validate={required()} autoFocus />
        <TextInput source="nameHi" lang="hi" />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1.5 }}>
        <NumberInput source="price" validate={[required(), minValue(0.01)]} min={0.01} step={1} />
        <CategoryInput categories={categories} />
        <SelectInput source="spicy" choices={spice} validate={[required(), minValue(0), maxValue(3)]} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1.5 }}>
        <TextInput source="description" multiline minRows={2} />
        <TextInput source="descriptionHi" multiline minRows={2} lang="hi" />
      </Box>
      <ImageInput
        source="photo"
        label="gaon.restaurants.photo"
        helperText="gaon.restaurants.photoHelp"
        accept={IMAGE_TYPES}
        maxSize={8 * 1024 * 1024}
        inputProps={{ 'aria-label': translate('gaon.restaurants.photo') }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <TextInput source="image" helperText="gaon.restaurants.imagePathHelp" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <BooleanInput source="available" helperText={false} />
        <BooleanInput source="popular" helperText={false} />
        <BooleanInput source="featured" helperText={false} />
      </Box>
    </>
  );
}

/**
 * Today's plates of the dish (empty: no limit), the level at which the kitchen is warned, and
 * what the next opening does: back to no limit, or to the usual batch. Edit only: a new dish
 * starts with no limit.
 */
function PortionsInputs() {
  const translate = useTranslate();
  const resetChoices = [
    { id: 'empty', name: translate('gaon.restaurants.portionsResetEmpty') },
    { id: 'batch', name: translate('gaon.restaurants.portionsResetBatch') },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1.5 }}>
      <NumberInput
        source="portionsLeft"
        min={0}
        step={1}
        validate={[minValue(0), maxValue(10_000)]}
        helperText="gaon.restaurants.portionsLeftHelp"
      />
      <NumberInput source="lowAt" min={0} step={1} validate={[minValue(0), maxValue(10_000)]} />
      <NumberInput source="usualBatch" min={0} step={1} validate={[minValue(0), maxValue(10_000)]} />
      <SelectInput source="portionsReset" choices={resetChoices} helperText={false} />
    </Box>
  );
}

/**
 * The dish's category: picked from the site's six tabs and the restaurant's own, or typed new
 * ("Drinks" becomes the id "drinks"; the site shows such dishes under "More").
 */
function CategoryInput({ categories }: { categories: string[] }) {
  // Kept across renders: a category typed new must still have its label when the form redraws.
  const [typed, setTyped] = useState<string[]>([]);
  const choices = categoryChoices([...categories, ...typed]);
  return (
    <AutocompleteInput
      source="category"
      choices={choices}
      validate={required()}
      onCreate={(text?: string) => {
        const id = categoryIdOf(text ?? '');
        if (!id) return undefined;
        const existing = choices.find((c) => c.id === id);
        if (existing) return existing;
        setTyped((list) => [...list, id]);
        return { id, name: id };
      }}
      createItemLabel="gaon.restaurants.newCategory"
      helperText="gaon.restaurants.categoryHelp"
    />
  );
}

/**
 * Add a dish with every field at once: saved with the restaurant's menu as last saved (PUT
 * /api/admin/restaurants/:id with the new line, the only way a dish is created), then its photo
 * is uploaded to the new dish. A refusal shows under its field, as in Edit dish.
 */
export function DishCreateDialog({
  restaurant,
  savedMenu,
  onCreated,
  onClose,
}: {
  restaurant: Restaurant;
  /** The menu as the server has it (lines added or removed in Details but not saved stay out). */
  savedMenu: MenuLine[];
  onCreated: (dish: MenuItem) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { close, setDirty, guard } = useDiscardGuard(onClose);
  const save = async (values: Partial<MenuItem>) => {
    try {
      const body = dishBody(values);
      const lines = savedMenu.map(({ id, name, price }) => ({ id, name, price }));
      const { data } = await dataProvider.update<Restaurant>('restaurants', {
        id: restaurant.id,
        data: { menu: [...lines, body] },
        previousData: restaurant,
      });
      const before = new Set(savedMenu.map((line) => line.id));
      const created = data.menu.find((dish) => !before.has(dish.id));
      if (!created) throw new Error(translate('gaon.restaurants.failedAddDish'));
      const photo = (values as { photo?: { rawFile?: File } }).photo?.rawFile;
      const withPhoto = photo ? ((await dataProvider.uploadDishImage(created.id, photo)) as MenuItem) : created;
      notify('gaon.restaurants.dishAdded', { type: 'success', messageArgs: { name: created.name } });
      onCreated({ ...created, ...withPhoto });
      onClose();
    } catch (error) {
      notify(errorMessage(error, translate('gaon.restaurants.failedAddDish')), { type: 'error' });
      return (error as { body?: ApiEnvelope }).body?.errors;
    }
  };
  const categories = savedMenu.map((line) => line.category).filter((c): c is string => !!c);
  return (
    <DialogFrame open title={translate('gaon.restaurants.addDishTitle', { name: restaurant.name })} onClose={close}>
      <SimpleForm
        record={{ available: true, popular: false, featured: false, spicy: 0 }}
        resource="menu-items"
        onSubmit={save as never}
        noValidate
        disableInvalidFormNotification
        warnWhenUnsavedChanges
        sx={FORM_STRETCH}
        toolbar={<FormToolbar saveLabel="gaon.restaurants.addDish" onCancel={close} />}
      >
        <FormDirty onChange={setDirty} />
        <DishInputs categories={categories} />
        <PortionsInputs />
      </SimpleForm>
      {guard}
    </DialogFrame>
  );
}
