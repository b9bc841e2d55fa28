import type { ListSummary } from '@ldn/api-client';
import { errorToastMessages, hrefFor, listStatusLabel, personalizationImage } from '@ldn/domain';
import { AppLink, Button, HeaderIllustration, LoadingText } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, Hint } from '../form-controls';
import { accountMessages, activeListsText, greeting, welcomeText } from '../messages';
import {
  Actions,
  DesktopOnly,
  Lead,
  Page,
  PrimaryAnchor,
  SecondaryAnchor,
  SecondaryLink,
  Subtitle,
  Title,
} from '../page-styles';

/** Where the lists of a signed-in parent stand. */
export type HomeListsStatus = 'loading' | 'error' | 'done';

/** What Home shows: the profile is read, then a visitor's welcome or the parent's dashboard. */
export type HomeViewProps =
  | { readonly status: 'loading' }
  | {
      readonly status: 'loggedOut';
      /** [S1.8] The retailer, named in the welcome. */
      readonly brand: string;
      /** The external login (a full page load), coming back to Home. */
      readonly loginHref: string;
      /** The external sign-up (a full page load). */
      readonly signUpHref: string;
      /** 'Créer ma liste': the login, coming back to Home with the form open. */
      readonly createListHref: string;
    }
  | {
      readonly status: 'loggedIn';
      readonly firstName: string;
      readonly listsStatus: HomeListsStatus;
      readonly lists: readonly ListSummary[];
      readonly onRetry: () => void;
      /** Opens the list form (the in-page button; on phones the bottom bar's [S2.52]). */
      readonly onCreateList: () => void;
    };

const Hero = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  ${({ theme }) => theme.media.up.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Block = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    margin-bottom: ${({ theme }) => theme.space.sm};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** [S3.18] The list's header image, drawn as on its page. */
const CardBanner = styled.div<{ $color: string }>`
  height: 56px;
  background: ${({ $color }) => $color};
  svg {
    display: block;
  }
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

/** The whole card is the link (its title names it); the other texts describe it. */
const CardLink = styled(AppLink)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Badge = styled.span<{ $tone: 'neutral' | 'default' }>`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    $tone === 'default' ? theme.colors.secondary : theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'default' ? theme.colors.onSecondary : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

function ListCard({ list }: { readonly list: ListSummary }) {
  const titleId = useId();
  const image = personalizationImage(list.numberImage);
  return (
    <Card aria-labelledby={titleId}>
      <CardBanner $color={image.color} aria-hidden="true">
        <HeaderIllustration image={image} />
      </CardBanner>
      <CardBody>
        <h3 id={titleId}>
          <CardLink href={hrefFor('ListByIdOwner', { id: list.id })}>{list.title}</CardLink>
        </h3>
        <Badges>
          <Badge $tone="neutral">{list.statusLabel || listStatusLabel(list.status)}</Badge>
          {list.isDefault && <Badge $tone="default">{accountMessages.DEFAULT_LIST}</Badge>}
        </Badges>
        <Hint>
          {accountMessages.LIST_NUMBER} {list.number}
        </Hint>
      </CardBody>
    </Card>
  );
}

/**
 * [S2.36] Home: a visitor's welcome (what a birth list is, with the retailer's name; create a list,
 * log in or sign up; participate in a relative's list), or the parent's dashboard (greeting, number
 * of active lists, the lists as cards to their owner page, create a list). Presentational.
 */
export function HomeView(props: HomeViewProps) {
  if (props.status === 'loading') {
    return (
      <Page>
        <LoadingText />
      </Page>
    );
  }

  if (props.status === 'loggedOut') {
    return (
      <Page aria-labelledby="home-title">
        <Hero>
          <Title id="home-title">{accountMessages.WELCOME_TITLE}</Title>
          <Lead>{welcomeText(props.brand)}</Lead>
          <Actions>
            <PrimaryAnchor href={props.createListHref}>
              {accountMessages.CREATE_MY_LIST}
            </PrimaryAnchor>
            <SecondaryAnchor href={props.loginHref}>{accountMessages.LOGIN}</SecondaryAnchor>
            <SecondaryAnchor href={props.signUpHref}>{accountMessages.SIGN_UP}</SecondaryAnchor>
          </Actions>
        </Hero>
        <Block aria-labelledby="home-how">
          <Subtitle id="home-how">{accountMessages.HOW_IT_WORKS}</Subtitle>
          <Steps>
            <li>
              <h3>{accountMessages.STEP_CREATE_TITLE}</h3>
              <p>{accountMessages.STEP_CREATE_TEXT}</p>
            </li>
            <li>
              <h3>{accountMessages.STEP_CHOOSE_TITLE}</h3>
              <p>{accountMessages.STEP_CHOOSE_TEXT}</p>
            </li>
            <li>
              <h3>{accountMessages.STEP_SHARE_TITLE}</h3>
              <p>{accountMessages.STEP_SHARE_TEXT}</p>
            </li>
          </Steps>
        </Block>
        <Block aria-labelledby="home-relatives">
          <Subtitle id="home-relatives">{accountMessages.RELATIVE_QUESTION}</Subtitle>
          <p>{accountMessages.RELATIVE_TEXT}</p>
          <SecondaryLink href={hrefFor('SearchLDN')}>{accountMessages.PARTICIPATE}</SecondaryLink>
        </Block>
      </Page>
    );
  }

  const activeCount = props.lists.filter((list) => list.status === 'VALIDATED').length;
  return (
    <Page aria-labelledby="home-title">
      <Title id="home-title">{greeting(props.firstName)}</Title>
      {props.listsStatus === 'done' && <Lead>{activeListsText(activeCount)}</Lead>}
      <Actions>
        <DesktopOnly>
          <Button onClick={props.onCreateList}>{accountMessages.CREATE_A_LIST}</Button>
        </DesktopOnly>
        <SecondaryLink href={hrefFor('SearchLDN')}>{accountMessages.PARTICIPATE}</SecondaryLink>
      </Actions>
      <Block aria-labelledby="home-lists">
        <Subtitle id="home-lists">{accountMessages.MY_LISTS}</Subtitle>
        {props.listsStatus === 'loading' && (
          <LoadingText>{accountMessages.LOADING_LISTS}</LoadingText>
        )}
        {props.listsStatus === 'error' && (
          <>
            <ErrorText role="alert">
              {errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA}
            </ErrorText>
            <Actions>
              <Button variant="secondary" onClick={props.onRetry}>
                {accountMessages.RETRY}
              </Button>
            </Actions>
          </>
        )}
        {props.listsStatus === 'done' && props.lists.length === 0 && (
          <p>{accountMessages.NO_LIST_YET}</p>
        )}
        {props.listsStatus === 'done' && props.lists.length > 0 && (
          <Cards>
            {props.lists.map((list) => (
              <ListCard key={list.id} list={list} />
            ))}
          </Cards>
        )}
      </Block>
    </Page>
  );
}
