import { hrefFor, screenMessages } from '@ldn/domain';
import styled from 'styled-components';
import { pagesMessages } from './messages';
import { Actions, PrimaryLink, ScreenFrame, SecondaryLink } from './screen-frame';

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/**
 * [S2.21] [S8.3] [S4.1] Closed: a closed list can no longer be reached. Links home and to the list
 * search (SearchLDN [S2.19]), where a relative may find another list.
 */
export function ClosedScreen() {
  return (
    <ScreenFrame title={pagesMessages.CLOSED_TITLE}>
      <Text>{screenMessages.CLOSED_LIST}</Text>
      <Actions>
        <PrimaryLink href={hrefFor('Home')}>{pagesMessages.BACK_HOME}</PrimaryLink>
        <SecondaryLink href={hrefFor('SearchLDN')}>
          {pagesMessages.SEARCH_ANOTHER_LIST}
        </SecondaryLink>
      </Actions>
    </ScreenFrame>
  );
}
