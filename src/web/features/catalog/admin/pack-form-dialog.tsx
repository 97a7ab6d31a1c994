import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { parseDeliverables } from '@shared/domain/catalog';
import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { MAX_PACK_PRICE_MINOR, MIN_PACK_PRICE_MINOR } from '@shared/domain/limits';
import {
  ZProductInputSchema,
  type TAdminCategory,
  type TAdminProduct,
  type TProductInput,
} from '@shared/schemas/catalog';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { formatMoney, toMajorUnits, toMinorUnits } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useCreateProduct } from '../api/admin-create-product';
import { useUpdateProduct } from '../api/admin-update-product';
import { showServerFieldErrors } from '@web/lib/form-errors';

const fields = ZProductInputSchema.shape;
/** The form's fields by name: the summary lists their problems in this order and links to these ids. */
const FIELD_IDS = {
  title: 'pack-title',
  description: 'pack-description',
  categoryId: 'pack-category',
  price: 'pack-price',
  timeline: 'pack-timeline',
  deliverables: 'pack-deliverables',
} as const;

/** Packs are priced in pounds (the form and the catalog show £). */
const MIN_POUNDS = toMajorUnits(MIN_PACK_PRICE_MINOR, DEFAULT_CURRENCY);
const MAX_POUNDS = toMajorUnits(MAX_PACK_PRICE_MINOR, DEFAULT_CURRENCY);

/** What the admin types; turned into the API's TProductInput (pence, deliverable and tag lists) on submit. */
const ZPackFormSchema = z.object({
  title: fields.title,
  description: fields.description,
  categoryId: z.string().min(1, 'Choose a category'),
  subcategoryId: z.string(),
  price: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'Enter pounds, for example 4500 or 4500.50')
    .refine(
      (value) => Number(value) >= MIN_POUNDS && Number(value) <= MAX_POUNDS,
      `Between ${formatMoney(MIN_PACK_PRICE_MINOR)} and ${formatMoney(MAX_PACK_PRICE_MINOR)}`,
    ),
  timeline: fields.timeline,
  deliverables: z
    .string()
    .refine((text) => parseDeliverables(text).length > 0, 'Add at least one deliverable, one per line'),
  tags: z.string(),
  isActive: z.boolean(),
});
type TPackForm = z.infer<typeof ZPackFormSchema>;

const splitTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

function toInput(form: TPackForm): TProductInput {
  return {
    title: form.title,
    description: form.description,
    categoryId: form.categoryId,
    subcategoryId: form.subcategoryId || null,
    basePrice: toMinorUnits(Number(form.price), DEFAULT_CURRENCY),
    timeline: form.timeline,
    deliverables: parseDeliverables(form.deliverables),
    tags: splitTags(form.tags),
    isActive: form.isActive,
  };
}

function toForm(product: TAdminProduct | null, categories: readonly TAdminCategory[]): TPackForm {
  if (!product) {
    return {
      title: '',
      description: '',
      categoryId: categories[0]?.id ?? '',
      subcategoryId: '',
      price: '',
      timeline: '',
      deliverables: '',
      tags: '',
      isActive: true,
    };
  }
  return {
    title: product.title,
    description: product.description,
    categoryId: product.category.id,
    subcategoryId: product.subcategory?.id ?? '',
    price: String(toMajorUnits(product.basePrice, DEFAULT_CURRENCY)),
    timeline: product.timeline,
    deliverables: product.deliverables.join('\n'),
    tags: product.tags.join(', '),
    isActive: product.isActive,
  };
}

/** Create or edit a pack. Loaded on demand: it carries the form and validation libraries. */
export default function PackFormDialog({
  product,
  categories,
  returnFocusTo,
  onClose,
}: {
  /** null to create a new pack. */
  product: TAdminProduct | null;
  categories: readonly TAdminCategory[];
  returnFocusTo: HTMLElement;
  onClose: () => void;
}) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const saving = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, submitCount },
  } = useForm<TPackForm>({ resolver: zodResolver(ZPackFormSchema), defaultValues: toForm(product, categories) });

  const categoryId = watch('categoryId');
  const subcategories = categories.find((category) => category.id === categoryId)?.subcategories ?? [];

  const submit = handleSubmit((form) => {
    const input = toInput(form);
    const done = {
      onSuccess: () => {
        toast.success(product ? 'Pack updated' : 'Pack created', { description: input.title });
        onClose();
      },
      onError: (error: Error) => {
        // The server's words go beside the field they are about; anything else is a toast.
        const shown = showServerFieldErrors(
          error,
          setError,
          ['title', 'description', 'categoryId', 'subcategoryId', 'price', 'timeline', 'deliverables', 'tags'],
          { basePrice: 'price' },
        );
        if (!shown) toast.error('Failed to save pack', { description: error.message });
      },
    };
    if (product) update.mutate({ id: product.id, patch: input }, done);
    else create.mutate(input, done);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-w-2xl" returnFocusTo={returnFocusTo}>
        <DialogTitle>{product ? 'Edit outcome pack' : 'New outcome pack'}</DialogTitle>
        <DialogDescription>
          Packs appear in the public catalog while they and their category are active.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
          <FormField id="pack-title" label="Title" error={errors.title?.message} summarised>
            <Input id="pack-title" {...register('title')} {...describedBy('pack-title', errors.title)} />
          </FormField>
          <FormField id="pack-description" label="Description" error={errors.description?.message} summarised>
            <Textarea
              id="pack-description"
              rows={4}
              {...register('description')}
              {...describedBy('pack-description', errors.description)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="pack-category" label="Category" error={errors.categoryId?.message} summarised>
              <NativeSelect
                id="pack-category"
                {...register('categoryId', { onChange: () => setValue('subcategoryId', '') })}
                {...describedBy('pack-category', errors.categoryId)}
              >
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                    {category.isActive ? '' : ' (inactive)'}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="pack-subcategory" label="Subcategory">
              <NativeSelect id="pack-subcategory" {...register('subcategoryId')} disabled={subcategories.length === 0}>
                <option value="">None</option>
                {subcategories.map((subcategory) => (
                  <option key={subcategory.id} value={subcategory.id}>
                    {subcategory.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id="pack-price"
              label="Starting price (£)"
              hint="In pounds; stored in pence."
              error={errors.price?.message}
              summarised
            >
              <Input
                id="pack-price"
                inputMode="decimal"
                placeholder="4500"
                {...register('price')}
                {...describedBy('pack-price', errors.price, true)}
              />
            </FormField>
            <FormField
              id="pack-timeline"
              label="Timeline"
              hint="For example: 3-4 weeks"
              error={errors.timeline?.message}
              summarised
            >
              <Input
                id="pack-timeline"
                {...register('timeline')}
                {...describedBy('pack-timeline', errors.timeline, true)}
              />
            </FormField>
          </div>
          <FormField
            id="pack-deliverables"
            label="Deliverables"
            hint="One per line; bullet marks are removed."
            error={errors.deliverables?.message}
            summarised
          >
            <Textarea
              id="pack-deliverables"
              rows={6}
              {...register('deliverables')}
              {...describedBy('pack-deliverables', errors.deliverables, true)}
            />
          </FormField>
          <FormField id="pack-tags" label="Tags" hint="Separated by commas.">
            <Input id="pack-tags" {...register('tags')} {...describedBy('pack-tags', undefined, true)} />
          </FormField>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-600" {...register('isActive')} />
            Active (shown in the catalog)
          </label>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner label="Saving" className="size-4 text-white" />}
              {product ? 'Save changes' : 'Create pack'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
