import { hrefFor } from '@ldn/domain';
import { CloseListButton } from '@ldn/feature-activity';
import { WalletScreen } from '@ldn/feature-wallet';
import { useNavigate, useParams } from 'react-router';

/**
 * [S2.8] [S2.42] `/kiosk/list/{id}/cagnotte`: the list's wallet, with the closing section of
 * `@ldn/feature-activity`; once closed, the Activity [S2.33].
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
