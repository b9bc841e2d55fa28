import { hrefFor } from '@ldn/domain';
import { CloseListButton } from '@ldn/feature-activity';
import { WalletScreen } from '@ldn/feature-wallet';
import { useNavigate, useParams } from 'react-router';

/**
 * [S2.8] [S2.42] `/list/{id}/cagnotte`: the wallet, with the closing section of
 * `@ldn/feature-activity` (features never import each other: the shell composes them). Once the list
 * is closed the wallet page no longer applies [S2.33], so the parent goes to the Activity, where
 * the reward coupons appear.
 */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <WalletScreen
      closeList={
        <CloseListButton
          listId={id}
          onClosed={() => void navigate(hrefFor('Activity', { id }), { replace: true })}
        />
      }
    />
  );
}
