import { MyListScreen } from '@ldn/feature-list';
import { useListFormHost, useOpenProductsOverlay } from '@ldn/app-shell';

/**
 * [S2.2] `/list`: the signed-in parent's default list (else his first), the owner's view. 'Ajouter
 * des produits' and the suggestions open the products overlay, in navigation mode on a category
 * code (a discovery universe) [S2.49]; 'Modifier ma liste' and, without a list, 'Créer ma liste'
 * open the list form [S2.38].
 */
export function Component() {
  const openProducts = useOpenProductsOverlay();
  const { onEditList, onCreateList, dialog } = useListFormHost();
  return (
    <>
      <MyListScreen
        onOpenProducts={openProducts}
        onEditList={onEditList}
        onCreateList={onCreateList}
      />
      {dialog}
    </>
  );
}
