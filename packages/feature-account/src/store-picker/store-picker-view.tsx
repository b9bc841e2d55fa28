import type { NearbyStore } from '@ldn/api-client';
import { Button, LoadingText, RadioGroup, TextField } from '@ldn/ui-kit';
import styled from 'styled-components';
import { ErrorText, Hint } from '../form-controls';
import { accountMessages, distanceText } from '../messages';

/** Where the search for the closest stores stands. */
export type StoreSearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface StorePickerViewProps {
  /** The postal code as typed. */
  readonly postalCode: string;
  readonly onPostalCodeChange: (postalCode: string) => void;
  /** [S5.11] INVALID_POSTAL_CODE, or the required error when searching with nothing typed. */
  readonly postalCodeError?: string | undefined;
  /** Searches the closest stores to the postal code (the button, or Enter in the field). */
  readonly onSearch: () => void;
  readonly status: StoreSearchStatus;
  /** [S7.47] The closest stores, closest first (when `status` is `done`). */
  readonly stores: readonly NearbyStore[];
  /** The search failed: the server's message or the generic one (when `status` is `error`). */
  readonly searchError?: string | undefined;
  /** The chosen store's code, '' when none. */
  readonly selectedCode: string;
  /** The chosen store as a line of text ('Paris Vaugirard, 75015 Paris'), when known. */
  readonly selectedLabel?: string | undefined;
  readonly onSelect: (storeCode: string) => void;
  /** [S5.7] 'Le choix d'un magasin est obligatoire.' when the form refuses the empty choice. */
  readonly error?: string | undefined;
  /**
   * Prefix of the ids of the picker's parts (unique in the page); the postal code input is
   * `${idPrefix}-postal-code`, focused when the form refuses the missing store.
   */
  readonly idPrefix: string;
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    align-items: flex-start;
    > :first-child {
      flex: 1;
    }
    > button {
      /* Level with the input, below its label. */
      margin-top: calc(1.5em + ${({ theme }) => theme.space.xs});
    }
  }
`;

const Chosen = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** The store's address line: '212 rue de Vaugirard, 75015 Paris — à 1,2 km'. */
export function storeDescription(store: NearbyStore): string {
  return `${store.address}, ${store.postalCode} ${store.city} — ${distanceText(store.distanceKm)}`;
}

/**
 * [S2.38] [S2.45] [S7.47] [S5.11] The contact store picker: a postal code (5 digits), the closest
 * stores as radio buttons, and the store chosen. Presentational: `useStorePicker` runs the search.
 */
export function StorePickerView({
  postalCode,
  onPostalCodeChange,
  postalCodeError,
  onSearch,
  status,
  stores,
  searchError,
  selectedCode,
  selectedLabel,
  onSelect,
  error,
  idPrefix,
}: StorePickerViewProps) {
  return (
    <>
      <Row>
        <TextField
          id={`${idPrefix}-postal-code`}
          label={accountMessages.POSTAL_CODE}
          hint={accountMessages.POSTAL_CODE_HINT}
          value={postalCode}
          onValueChange={onPostalCodeChange}
          maxLength={5}
          inputMode="numeric"
          autoComplete="postal-code"
          error={postalCodeError ?? error}
          onKeyDown={(event) => {
            // Enter searches the stores; it must not send the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearch();
            }
          }}
        />
        <Button variant="secondary" onClick={onSearch} loading={status === 'loading'}>
          {accountMessages.SEARCH_STORES}
        </Button>
      </Row>
      <div aria-live="polite">
        {status === 'loading' && <LoadingText>{accountMessages.SEARCHING_STORES}</LoadingText>}
        {status === 'error' && <ErrorText>{searchError}</ErrorText>}
        {status === 'done' && stores.length === 0 && <Hint>{accountMessages.NO_STORE_FOUND}</Hint>}
      </div>
      {status === 'done' && stores.length > 0 && (
        <RadioGroup
          legend={accountMessages.CLOSEST_STORES}
          name={`${idPrefix}-store`}
          columns
          value={stores.some((store) => store.storeCode === selectedCode) ? selectedCode : ''}
          onValueChange={onSelect}
          options={stores.map((store) => ({
            value: store.storeCode,
            label: store.name,
            description: storeDescription(store),
          }))}
        />
      )}
      <Chosen aria-live="polite">
        <strong>{accountMessages.CURRENT_STORE} : </strong>
        {selectedCode === '' ? accountMessages.NO_STORE_CHOSEN : (selectedLabel ?? selectedCode)}
      </Chosen>
    </>
  );
}
