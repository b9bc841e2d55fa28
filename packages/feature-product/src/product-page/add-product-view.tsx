import { screenLabels } from '@ldn/domain';
import { Button } from '@ldn/ui-kit';
import { productMessages } from '../messages';
import { stockAllowsAction, type ProductDetails } from '../product-model';
import { ProductChoicesForm, type ProductChoices } from './product-choices-form';
import { Actions, Notice, ProductLayout } from './product-layout';
import { VariantPicker } from './variant-picker';

/** [S6.4] Why a customer may not add this product, or `null` when he may. */
export function addRefusal(details: ProductDetails, staff: boolean): string | null {
  if (stockAllowsAction(details.stock, staff)) return null;
  return details.stock === 'PERMANENTLY_OUT_OF_STOCK'
    ? productMessages.PERMANENTLY_OUT_OF_STOCK_CANT_ADD
    : productMessages.NOT_IN_STOCK_CANT_ADD;
}

export interface AddProductViewProps {
  readonly details: ProductDetails;
  /** The screen's kind above the name. */
  readonly kicker: string;
  /** [S2.10] A note above the form (the product comes from a closed list). */
  readonly note?: string | undefined;
  readonly choices: ProductChoices;
  readonly onChoicesChange: (choices: ProductChoices) => void;
  /** [S3.17] A size / colour chosen: the page switches to that product code. */
  readonly onSelectVariant: (codeAx: string) => void;
  /** [S6.4] Staff add whatever the stock. */
  readonly staff: boolean;
  /** The add-to-list flow is running. */
  readonly busy: boolean;
  /** [S4.11] 'Ajouter à ma liste'. */
  readonly onAdd: () => void;
  /**
   * [S2.56] The phone's bottom bar carries 'Ajouter à ma liste': the page does not repeat it. On
   * desktop, or when no bar shows, the page has its own button.
   */
  readonly barShowsAction?: boolean;
}

/**
 * [S2.10] [S2.12] [S2.44] The product to add to one's list (ViewFromSearch, ViewFromClosedList):
 * the product, its size and colour choice, the wanted quantity, comment, indispensable and private,
 * and 'Ajouter à ma liste', disabled with its reason when the product is not in stock [S6.4].
 */
export function AddProductView({
  details,
  kicker,
  note,
  choices,
  onChoicesChange,
  onSelectVariant,
  staff,
  busy,
  onAdd,
  barShowsAction = false,
}: AddProductViewProps) {
  const refusal = addRefusal(details, staff);
  const current = details.variants.find((option) => option.codeAx === details.codeAx);
  return (
    <ProductLayout
      details={details}
      kicker={kicker}
      variantPicker={
        current !== undefined && (
          <VariantPicker options={details.variants} current={current} onSelect={onSelectVariant} />
        )
      }
    >
      {note !== undefined && <Notice>{note}</Notice>}
      {refusal !== null && <Notice $tone="warning">{refusal}</Notice>}
      {staff && details.stock !== 'AVAILABLE' && (
        <Notice>{productMessages.STAFF_STOCK_OVERRIDE}</Notice>
      )}
      <ProductChoicesForm value={choices} onChange={onChoicesChange} />
      {!barShowsAction && (
        <Actions>
          <Button onClick={onAdd} disabled={refusal !== null} loading={busy}>
            {screenLabels.ADD_TO_LIST}
          </Button>
        </Actions>
      )}
    </ProductLayout>
  );
}
