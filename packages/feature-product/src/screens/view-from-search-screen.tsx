import { useGetProductQuery } from '@ldn/api-client';
import { hrefFor } from '@ldn/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { screenKickers } from '../messages';
import { AddProductView } from '../product-page/add-product-view';
import { LoadState } from '../product-page/load-state';
import { useViewer } from '../product-page/use-viewer';
import { detailsOfProduct } from '../product-model';
import { useAddPage } from './use-add-page';

export interface ViewFromSearchScreenProps {
  /** [S2.58] Tells the shell whether the product is permanently out of stock. */
  readonly onStockKnown?: ((permanentlyOutOfStock: boolean) => void) | undefined;
  /** [S2.56] The phone's bottom bar shows 'Ajouter à ma liste'. */
  readonly barShowsAction?: boolean | undefined;
}

/**
 * [S2.12] ViewFromSearch `/product/{productId}`: the catalogue product by reference
 * (`useGetProductQuery`, cached when it is already the current one), to add to one's list
 * [S4.11]. Choosing a size or colour switches the address to that product code; 'Ajouter un autre
 * produit' goes back to the search.
 */
export function ViewFromSearchScreen({ onStockKnown, barShowsAction }: ViewFromSearchScreenProps) {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const { data, isError, refetch } = useGetProductQuery(productId, { skip: productId === '' });
  const details = useMemo(() => (data === undefined ? undefined : detailsOfProduct(data)), [data]);
  const page = useAddPage(details, { staff: viewer.staff, addAnother: 'back', onStockKnown });
  if (details === undefined) {
    return <LoadState state={isError ? 'error' : 'loading'} onRetry={() => void refetch()} />;
  }
  return (
    <AddProductView
      details={details}
      kicker={screenKickers.ViewFromSearch}
      choices={page.choices}
      onChoicesChange={page.setChoices}
      onSelectVariant={(codeAx) =>
        void navigate(hrefFor('ViewFromSearch', { productId: codeAx }), { replace: true })
      }
      staff={viewer.staff}
      busy={page.busy}
      onAdd={page.add}
      barShowsAction={barShowsAction}
    />
  );
}
