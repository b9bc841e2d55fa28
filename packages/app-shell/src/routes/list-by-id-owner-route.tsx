import { ListByIdOwnerScreen } from '@ldn/feature-list';
import { useListFormHost } from '../list-form-host';
import { useOpenProductsOverlay } from '../products-overlay';
import { useShellChrome } from '../shell-chrome';

/**
 * [S2.4] `/list/{id}/detenteur`: the list as its holder sees it (staff act for the customer in the
 * kiosk), with the products overlay [S2.49] and, in the web app, the list form [S2.38].
 */
export function Component() {
  const openProducts = useOpenProductsOverlay();
  const { onEditList, dialog } = useListFormHost();
  const { listForm } = useShellChrome();
  return (
    <>
      <ListByIdOwnerScreen
        onOpenProducts={openProducts}
        onEditList={listForm ? onEditList : undefined}
      />
      {dialog}
    </>
  );
}
