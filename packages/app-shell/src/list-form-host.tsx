import type { BirthList } from '@ldn/api-client';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

/**
 * The form is downloaded when a parent first opens it: a relative reading a shared list never
 * needs it (the list page's chunk stays light).
 */
const ListFormDialog = lazy(() =>
  import('@ldn/feature-account').then((module) => ({ default: module.ListFormDialog })),
);

/** Which form the list pages opened last. */
type ListForm = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly list: BirthList };

export interface ListFormHost {
  /** [S2.38] Opens the form on this list (the list view's 'Modifier ma liste'). */
  readonly onEditList: (list: BirthList) => void;
  /** [S2.38] Opens the form empty ('Créer ma liste' of a parent without a list). */
  readonly onCreateList: () => void;
  /** The dialog, to render next to the screen. */
  readonly dialog: ReactNode;
}

/**
 * [S2.38] The list form of the list pages: feature-list asks for it through callbacks,
 * feature-account draws it (features do not import each other; the app joins them). The last
 * form stays mounted while it closes, so its closing is not cut short.
 */
export function useListFormHost(): ListFormHost {
  const [form, setForm] = useState<ListForm | null>(null);
  const [open, setOpen] = useState(false);
  const onEditList = useCallback((list: BirthList) => {
    setForm({ mode: 'edit', list });
    setOpen(true);
  }, []);
  const onCreateList = useCallback(() => {
    setForm({ mode: 'create' });
    setOpen(true);
  }, []);
  const dialog =
    form === null ? null : (
      <Suspense fallback={null}>
        {form.mode === 'edit' ? (
          <ListFormDialog mode="edit" list={form.list} open={open} onOpenChange={setOpen} />
        ) : (
          <ListFormDialog mode="create" open={open} onOpenChange={setOpen} />
        )}
      </Suspense>
    );
  return { onEditList, onCreateList, dialog };
}
