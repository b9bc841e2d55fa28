import { ListByIdScreen } from '@ldn/feature-list';
import { useOpenProductsOverlay } from '../app/products-overlay';
import { useListFormHost } from './list-form-host';

/**
 * [S2.3] `/list/{id}`: a relative's view of a published list, the owner's view for its owner, with
 * the owner's products overlay [S2.49] and list form [S2.38].
 */
export function Component() {
  const openProducts = useOpenProductsOverlay();
  const { onEditList, dialog } = useListFormHost();
  return (
    <>
      <ListByIdScreen onOpenProducts={openProducts} onEditList={onEditList} />
      {dialog}
    </>
  );
}
