import { useGetProductQuery } from '@ldn/api-client';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { productMessages, screenKickers } from '../messages';
import { AddProductView } from '../product-page/add-product-view';
import { LoadState } from '../product-page/load-state';
import { useViewer } from '../product-page/use-viewer';
import { detailsOfProduct } from '../product-model';
import { useAddPage } from './use-add-page';

export interface ViewFromClosedListScreenProps {
  /** [S2.58] Tells the shell whether the product is permanently out of stock. */
  readonly onStockKnown?: ((permanentlyOutOfStock: boolean) => void) | undefined;
  /** [S2.56] The phone's bottom bar shows 'Ajouter à ma liste'. */
  readonly barShowsAction?: boolean | undefined;
}

/**
 * [S2.10] ViewFromClosedList `/product/{id}/{productId}` of a Cloturée list: the product by
 * reference, with the edit state true (quantity back to 1 [S4.2]), to add to one's own list: the
 * closed list cannot receive it, so the flow takes the default list [S4.11].
 */
export function ViewFromClosedListScreen({
  onStockKnown,
  barShowsAction,
}: ViewFromClosedListScreenProps) {
  const { productId = '' } = useParams();
  const viewer = useViewer();
  // [S3.17] A size or colour chosen here stays on the page (the closed list's address is kept).
  const [chosen, setChosen] = useState<{ readonly from: string; readonly code: string } | null>(
    null,
  );
  const code = chosen !== null && chosen.from === productId ? chosen.code : productId;
  const { data, isError, refetch } = useGetProductQuery(code, { skip: code === '' });
  const details = useMemo(() => (data === undefined ? undefined : detailsOfProduct(data)), [data]);
  const page = useAddPage(details, { staff: viewer.staff, addAnother: 'overlay', onStockKnown });
  if (details === undefined) {
    return <LoadState state={isError ? 'error' : 'loading'} onRetry={() => void refetch()} />;
  }
  return (
    <AddProductView
      details={details}
      kicker={screenKickers.ViewFromClosedList}
      note={productMessages.FROM_CLOSED_LIST}
      choices={page.choices}
      onChoicesChange={page.setChoices}
      onSelectVariant={(next) => setChosen({ from: productId, code: next })}
      staff={viewer.staff}
      busy={page.busy}
      onAdd={page.add}
      barShowsAction={barShowsAction}
    />
  );
}
