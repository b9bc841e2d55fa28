import { ListByIdScreen } from '@ldn/feature-list';
import { useListFormHost } from '../list-form-host';
import { useOpenProductsOverlay } from '../products-overlay';
import { useShellChrome } from '../shell-chrome';

/**
 * [S2.3] `/list/{id}`: a relative's view of a published list, the owner's view for its owner, with
 * the products overlay [S2.49] and, in the web app, the owner's list form [S2.38].
 */
export function Component() {
  const openProducts = useOpenProductsOverlay();
  const { onEditList, dialog } = useListFormHost();
  const { listForm } = useShellChrome();
  return (
    <>
      <ListByIdScreen
        onOpenProducts={openProducts}
        onEditList={listForm ? onEditList : undefined}
      />
      {dialog}
    </>
  );
}
