import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZCategoryInputSchema, type TAdminCategory, type TCategoryInput } from '@shared/schemas/catalog';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useCreateCategory } from '../api/admin-create-category';
import { useUpdateCategory } from '../api/admin-update-category';
import { showServerFieldErrors } from '@web/lib/form-errors';

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The form's fields by name: the summary lists their problems in this order and links to these ids. */
const FIELD_IDS = { name: 'category-name', slug: 'category-slug' } as const;

/** Create or edit a category. Loaded on demand: it carries the form and validation libraries. */
export default function CategoryFormDialog({
  category,
  returnFocusTo,
  onClose,
}: {
  category: TAdminCategory | null;
  returnFocusTo: HTMLElement;
  onClose: () => void;
}) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    formState: { errors, submitCount },
  } = useForm<TCategoryInput>({
    resolver: zodResolver(ZCategoryInputSchema),
    defaultValues: category
      ? { name: category.name, slug: category.slug, isActive: category.isActive }
      : { name: '', slug: '', isActive: true },
  });

  const submit = handleSubmit((input) => {
    const done = {
      onSuccess: () => {
        toast.success(category ? 'Category updated' : 'Category created', { description: input.name });
        onClose();
      },
      onError: (error: Error) => {
        // The server's words go beside the field they are about; anything else is a toast.
        if (!showServerFieldErrors(error, setError, ['name', 'slug']))
          toast.error('Failed to save category', { description: error.message });
      },
    };
    if (category) update.mutate({ id: category.id, patch: input }, done);
    else create.mutate(input, done);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <DialogTitle>{category ? 'Edit category' : 'New category'}</DialogTitle>
        <DialogDescription>
          Active categories appear as catalog filter chips; an inactive category hides its packs from the catalog.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
          <FormField id="category-name" label="Name" error={errors.name?.message} summarised>
            <Input
              id="category-name"
              {...register('name', {
                // Suggest a slug for a new category until the admin edits the slug themselves.
                onChange: (event) => {
                  if (!category && !getFieldState('slug').isDirty) setValue('slug', slugify(event.target.value));
                },
              })}
              {...describedBy('category-name', errors.name)}
            />
          </FormField>
          <FormField
            id="category-slug"
            label="Slug"
            hint="Lower-case letters, digits and hyphens; used in links."
            error={errors.slug?.message}
            summarised
          >
            <Input id="category-slug" {...register('slug')} {...describedBy('category-slug', errors.slug, true)} />
          </FormField>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-600" {...register('isActive')} />
            Active
          </label>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner label="Saving" className="size-4 text-white" />}
              {category ? 'Save changes' : 'Create category'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
