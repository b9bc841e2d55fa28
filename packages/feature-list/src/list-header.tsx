import type { BirthList } from '@ldn/api-client';
import { formatDateFr, formatEuros, personalizationImage } from '@ldn/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { listFigures } from './list-figures';
import {
  listMessages,
  messageCountText,
  offerCountText,
  parentsText,
  productCountText,
} from './messages';

/**
 * [S3.18] The motif is drawn once its code is loaded: the banner keeps its size and shows the
 * image's colour meanwhile, so nothing moves when it appears (the motif's code stays out of
 * the first page's JavaScript).
 */
const HeaderIllustration = lazy(() =>
  import('./list-header-motif').then((module) => ({ default: module.HeaderIllustration })),
);

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Banner = styled.div<{ $color: string }>`
  height: 120px;
  background: ${({ $color }) => $color};
  ${({ theme }) => theme.media.up.md} {
    height: 180px;
  }
  svg {
    display: block;
  }
`;

const Inner = styled.div`
  box-sizing: border-box;
  max-width: ${({ theme }) => theme.layout.contentMaxWidthPx}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dt::after {
    content: ' :';
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Welcome = styled.figure`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
  figcaption {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  blockquote {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Figures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** [S3.4] The parents' names, owner first, co-parent second when given. */
export function parentNames(informations: BirthList['informations']): readonly string[] {
  return [
    `${informations.ownerFirstName} ${informations.ownerLastName}`.trim(),
    `${informations.coOwnerFirstName} ${informations.coOwnerLastName}`.trim(),
  ].filter((name) => name !== '');
}

export interface ListHeaderProps {
  readonly list: BirthList;
  /** The owner's view shows the gathered amount. */
  readonly showGatheredAmount: boolean;
  /** [S3.6] Messages received, when the app knows them (the activity read); hidden otherwise. */
  readonly messageCount?: number | undefined;
  /** The owner's buttons (edit, add products). */
  readonly actions?: ReactNode;
}

/**
 * [S3.4] [S3.6] [S3.18] [S2.39] The list header: the personalisation image drawn in its colour, the
 * title, the baby's first name and expected birth date (dd/MM/yy) unless the parents hid them (the
 * server also leaves them out for visitors), the parents' names and welcome message, and the counts
 * of products, offers and messages, with the gathered amount for the owner.
 */
export function ListHeader({ list, showGatheredAmount, messageCount, actions }: ListHeaderProps) {
  const { informations } = list;
  const image = personalizationImage(informations.numberImage);
  const figures = listFigures(list);
  const babyName = informations.isBabyNameHidden ? '' : informations.childFirstName.trim();
  const birthday =
    informations.isBabyBirthdayHidden || informations.childBirthday === null
      ? ''
      : formatDateFr(informations.childBirthday);
  const parents = parentsText(parentNames(informations));
  const welcome = informations.welcomeMessage.trim();

  return (
    <Header>
      <Banner $color={image.color} data-image={image.value}>
        <Suspense fallback={null}>
          <HeaderIllustration image={image} />
        </Suspense>
      </Banner>
      <Inner>
        <Title>{informations.title}</Title>
        {(babyName !== '' || birthday !== '' || parents !== '') && (
          <Facts>
            {babyName !== '' && (
              <div>
                <dt>{listMessages.BABY}</dt>
                <dd>{babyName}</dd>
              </div>
            )}
            {birthday !== '' && (
              <div>
                <dt>{listMessages.EXPECTED_BIRTH}</dt>
                <dd>{birthday}</dd>
              </div>
            )}
            {parents !== '' && (
              <div>
                <dt>{listMessages.PARENTS}</dt>
                <dd>{parents}</dd>
              </div>
            )}
          </Facts>
        )}
        {welcome !== '' && (
          <Welcome>
            <figcaption>{listMessages.WELCOME_MESSAGE}</figcaption>
            <blockquote>{welcome}</blockquote>
          </Welcome>
        )}
        <Figures aria-label={listMessages.LIST_SUMMARY}>
          <li>{productCountText(figures.products)}</li>
          <li>{offerCountText(figures.offers)}</li>
          {messageCount !== undefined && <li>{messageCountText(messageCount)}</li>}
          {showGatheredAmount && (
            <li>
              {listMessages.GATHERED_AMOUNT} : {formatEuros(figures.gatheredCents)}
            </li>
          )}
        </Figures>
        {actions && <Actions>{actions}</Actions>}
      </Inner>
    </Header>
  );
}
