import { screenLabels, screenMessages } from '@ldn/domain';
import { AppLink, Button, Dialog } from '@ldn/ui-kit';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { countText, productMessages, screenKickers } from '../messages';
import { stockAllowsAction, type ProductDetails } from '../product-model';
import { ProductChoicesForm, type ProductChoices } from './product-choices-form';
import { Actions, Notice, ProductLayout } from './product-layout';

const Counts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const BackLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** [S4.2] [S6.4] Why the owner may not save, or `null` when he may. */
export function saveRefusal(details: ProductDetails, staff: boolean): string | null {
  if (stockAllowsAction(details.stock, staff)) return null;
  return details.stock === 'PERMANENTLY_OUT_OF_STOCK'
    ? screenMessages.CANT_EDIT_PERMANENTLY_OUT_OF_STOCK
    : productMessages.NOT_IN_STOCK_CANT_SAVE;
}

export interface EditProductViewProps {
  readonly details: ProductDetails;
  /** [S5.4] The quantity gifted through the list. */
  readonly gifted: number;
  /** The units the owner received outside the list (shown when above 0). */
  readonly receivedElsewhere?: number | undefined;
  /** The "Reçu ailleurs" section, for the owner (not staff). */
  readonly receivedElsewhereForm?: ReactNode;
  /** The "Cadeau commun" switch, when the product's price allows it. */
  readonly groupGiftSwitch?: ReactNode;
  readonly choices: ProductChoices;
  readonly onChoicesChange: (choices: ProductChoices) => void;
  /** [S6.4] Staff save whatever the stock. */
  readonly staff: boolean;
  /** [S4.2] Nothing gifted and no purchase in progress. */
  readonly canRemove: boolean;
  readonly saving: boolean;
  readonly removing: boolean;
  /** [S2.56] 'Enregistrer les modifications'. */
  readonly onSave: () => void;
  /** [S7.16] Confirmed removal. */
  readonly onRemove: () => void;
  /** The list page of the product. */
  readonly listHref: string;
  /** [S2.56] The phone's bottom bar carries 'Enregistrer les modifications'. */
  readonly barShowsAction?: boolean | undefined;
}

/**
 * [S2.11] [S2.44] EditProduct: the owner changes the wanted quantity (1 to 99; below the gifted
 * count it is set back with CANT_REDUCE_QUANTITY [S5.4]), the comment (255), indispensable and
 * private, saves, or removes the product (not once gifted or being bought [S4.2]). A permanently
 * out-of-stock product cannot be edited, except by staff [S6.4].
 */
export function EditProductView({
  details,
  gifted,
  receivedElsewhere = 0,
  receivedElsewhereForm,
  groupGiftSwitch,
  choices,
  onChoicesChange,
  staff,
  canRemove,
  saving,
  removing,
  onSave,
  onRemove,
  listHref,
  barShowsAction = false,
}: EditProductViewProps) {
  const [confirming, setConfirming] = useState(false);
  const refusal = saveRefusal(details, staff);
  const locked = !staff && details.stock === 'PERMANENTLY_OUT_OF_STOCK';
  return (
    <ProductLayout
      details={details}
      kicker={screenKickers.EditProduct}
      summary={
        <>
          <Counts>{countText(productMessages.GIFTED, gifted)}</Counts>
          {receivedElsewhere > 0 && (
            <Counts>{countText(productMessages.RECEIVED_ELSEWHERE, receivedElsewhere)}</Counts>
          )}
        </>
      }
    >
      {refusal !== null && <Notice $tone="warning">{refusal}</Notice>}
      {staff && details.stock !== 'AVAILABLE' && (
        <Notice>{productMessages.STAFF_STOCK_OVERRIDE}</Notice>
      )}
      <ProductChoicesForm value={choices} onChange={onChoicesChange} disabled={locked} />
      {!canRemove && <Notice>{screenMessages.CANT_REMOVE_PRODUCT}</Notice>}
      <Actions>
        {!barShowsAction && (
          <Button onClick={onSave} disabled={refusal !== null} loading={saving}>
            {screenLabels.SAVE_CHANGES}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={!canRemove}
          loading={removing}
          onClick={() => setConfirming(true)}
        >
          {productMessages.REMOVE_PRODUCT}
        </Button>
      </Actions>
      {groupGiftSwitch}
      {receivedElsewhereForm}
      <BackLink href={listHref}>{productMessages.BACK_TO_LIST}</BackLink>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={productMessages.REMOVE_CONFIRM_TITLE}
        description={productMessages.REMOVE_CONFIRM_TEXT}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {productMessages.CANCEL}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onRemove();
              }}
            >
              {productMessages.REMOVE_CONFIRM}
            </Button>
          </>
        }
      />
    </ProductLayout>
  );
}
