import styled from 'styled-components';
import { productMessages } from '../messages';
import { distinctValues, pickVariant, type VariantOption } from '../product-model';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export interface VariantPickerProps {
  /** [S3.17] The product and its variants (`variantOptions(product)`). */
  readonly options: readonly VariantOption[];
  /** The option shown. */
  readonly current: VariantOption;
  /** The product code chosen: the page switches to it. */
  readonly onSelect: (codeAx: string) => void;
}

/**
 * [S3.17] [S2.44] The size and colour choice of a product with variants: one radio group per
 * dimension that varies; a choice switches the product code (`pickVariant`). Nothing is drawn for
 * a product without variants.
 */
export function VariantPicker({ options, current, onSelect }: VariantPickerProps) {
  const dimensions = (['size', 'color'] as const)
    .map((key) => ({ key, values: distinctValues(options, key) }))
    .filter(({ values }) => values.length > 1);
  if (options.length < 2 || dimensions.length === 0) return null;
  return (
    <Wrapper>
      {dimensions.map(({ key, values }) => (
        <Group key={key}>
          <legend>{key === 'size' ? productMessages.SIZE : productMessages.COLOR}</legend>
          <Chips>
            {values.map((value) => (
              <Chip key={value}>
                <input
                  type="radio"
                  name={`variant-${key}`}
                  value={value}
                  checked={current[key] === value}
                  onChange={() => {
                    const next = pickVariant(options, current, { key, value });
                    if (next !== undefined && next.codeAx !== current.codeAx) onSelect(next.codeAx);
                  }}
                />
                {value}
              </Chip>
            ))}
          </Chips>
        </Group>
      ))}
    </Wrapper>
  );
}
