import { formatEuros } from '@ldn/domain';
import { AvailabilityBadge, Page as ScreenPage, cardStyle } from '@ldn/ui-kit';
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { productMessages } from '../messages';
import type { ProductDetails } from '../product-model';

const Page = styled(ScreenPage)`
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.up.md} {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space.xl};
    padding-top: ${({ theme }) => theme.space.xxl};
    padding-bottom: ${({ theme }) => theme.space.xxl};
  }
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Kicker = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Subtitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

export interface ProductLayoutProps {
  readonly details: ProductDetails;
  /** The screen's kind, above the product's name (its `h1`). */
  readonly kicker: string;
  /** Under the price: quantities, the parents' comment, marks. */
  readonly summary?: ReactNode;
  /** [S3.17] The size / colour picker, when the page offers one. */
  readonly variantPicker?: ReactNode;
  /** Notices and the page's own section (cart, add or edit form). */
  readonly children?: ReactNode;
}

/**
 * [S2.44] [S3.7] [S3.9] The product as every product page shows it: image, name, brand, price
 * (or 'Prix indisponible'), availability badge, reference, size and colour, description; then the
 * page's own part. Image beside the text from `md`, stacked on phones.
 */
export function ProductLayout({
  details,
  kicker,
  summary,
  variantPicker,
  children,
}: ProductLayoutProps) {
  const titleId = useId();
  const showRecommended =
    details.recommendedPriceCents !== null &&
    details.priceCents !== null &&
    details.recommendedPriceCents > details.priceCents;
  return (
    <Page aria-labelledby={titleId}>
      <Picture>{details.image !== null && <img src={details.image} alt={details.name} />}</Picture>
      <Info>
        <div>
          <Kicker>{kicker}</Kicker>
          <Title id={titleId}>{details.name}</Title>
          {details.brand !== '' && <Brand>{details.brand}</Brand>}
        </div>
        <PriceRow>
          <Price>
            {details.priceCents === null
              ? productMessages.PRICE_UNAVAILABLE
              : formatEuros(details.priceCents)}
          </Price>
          <AvailabilityBadge availability={details.availability} />
        </PriceRow>
        <Facts>
          {showRecommended && details.recommendedPriceCents !== null && (
            <>
              <dt>{productMessages.RECOMMENDED_PRICE}</dt>
              <dd>{formatEuros(details.recommendedPriceCents)}</dd>
            </>
          )}
          {details.size !== undefined && (
            <>
              <dt>{productMessages.SIZE}</dt>
              <dd>{details.size}</dd>
            </>
          )}
          {details.color !== undefined && (
            <>
              <dt>{productMessages.COLOR}</dt>
              <dd>{details.color}</dd>
            </>
          )}
          <dt>{productMessages.REFERENCE}</dt>
          <dd>{details.codeAs400 === '' ? details.codeAx : details.codeAs400}</dd>
        </Facts>
        {summary}
        {variantPicker}
        {details.description !== '' && (
          <div>
            <Subtitle>{productMessages.DESCRIPTION}</Subtitle>
            <Description>{details.description}</Description>
          </div>
        )}
        {children}
      </Info>
    </Page>
  );
}

/** A message of the page (a refusal, a note): a calm box, announced when it appears. */
export const Notice = styled.p<{ $tone?: 'info' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone = 'info' }) =>
    $tone === 'warning' ? theme.colors.warningSurface : theme.colors.surfaceAlt};
  color: ${({ theme, $tone = 'info' }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.text)};
`;

/** The page's buttons and links, stacked on phones, in a row from `md`. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

/** Keeps the quantity stepper at its own width in the page's column. */
export const StepperSlot = styled.div`
  align-self: flex-start;
`;

/** A bordered panel of the product page (the choices form, the list's details). */
export const panel = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${cardStyle}
`;
