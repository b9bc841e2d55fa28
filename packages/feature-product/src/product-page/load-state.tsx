import { Button, LoadingText } from '@ldn/ui-kit';
import styled from 'styled-components';
import { productMessages } from '../messages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

export interface LoadStateProps {
  /** `loading` while the product is read; `error` when it could not be. */
  readonly state: 'loading' | 'error';
  readonly onRetry?: () => void;
}

/** The product page before its product: 'Chargement du produit...', or the failure and a retry. */
export function LoadState({ state, onRetry }: LoadStateProps) {
  return (
    <Box>
      {state === 'loading' ? (
        <LoadingText>{productMessages.LOADING_PRODUCT}</LoadingText>
      ) : (
        <>
          <p role="alert">{productMessages.PRODUCT_LOAD_FAILED}</p>
          {onRetry !== undefined && (
            <Button variant="secondary" onClick={onRetry}>
              {productMessages.RETRY}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
