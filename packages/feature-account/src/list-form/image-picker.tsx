import { PERSONALIZATION_IMAGES, type PersonalizationImageValue } from '@ldn/domain';
import { HeaderIllustration } from '@ldn/ui-kit';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Option = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.size.sm};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    /* The swatch is the visible control; the native radio stays for keyboards and readers. */
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;

/** The header as the list page will draw it, in small. */
const Swatch = styled.span<{ $color: string }>`
  display: block;
  width: 100%;
  height: 48px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
  svg {
    display: block;
  }
`;

export interface ImagePickerProps {
  readonly legend: string;
  readonly name: string;
  readonly value: PersonalizationImageValue;
  readonly onValueChange: (value: PersonalizationImageValue) => void;
}

/**
 * [S2.38] [S3.18] The header image of the list, img1 to img10, each drawn as the list page will
 * show it (the ui-kit's `HeaderIllustration`) with its name. Native radio buttons: arrow keys move
 * the choice, a screen reader hears the names.
 */
export function ImagePicker({ legend, name, value, onValueChange }: ImagePickerProps) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Grid>
        {PERSONALIZATION_IMAGES.map((image) => (
          <Option key={image.value}>
            <input
              type="radio"
              name={name}
              value={image.value}
              checked={value === image.value}
              onChange={() => onValueChange(image.value)}
            />
            <Swatch $color={image.color} aria-hidden="true">
              <HeaderIllustration image={image} />
            </Swatch>
            <span>{image.label}</span>
          </Option>
        ))}
      </Grid>
    </Fieldset>
  );
}
