import { ListByIdOwnerScreen } from '@ldn/feature-list';
import { useOpenProductsOverlay } from '../app/products-overlay';
import { useListFormHost } from './list-form-host';

/**
 * [S2.4] `/list/{id}/detenteur`: the owner's view of his list, with the products overlay [S2.49]
 * and the list form [S2.38].
 */
export function Component() {
  const openProducts = useOpenProductsOverlay();
  const { onEditList, dialog } = useListFormHost();
  return (
    <>
      <ListByIdOwnerScreen onOpenProducts={openProducts} onEditList={onEditList} />
      {dialog}
    </>
  );
}
