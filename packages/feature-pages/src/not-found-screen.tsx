import { hrefFor, screenMessages } from '@ldn/domain';
import styled from 'styled-components';
import { pagesMessages } from './messages';
import { Actions, PrimaryLink, ScreenFrame } from './screen-frame';

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/**
 * [S2.23] [S2.47] [S8.3] Not found: the service has difficulties or the page does not exist, with a
 * link home. Shown for an unknown address and in place of a page the server answered 400/404 to.
 */
export function NotFoundScreen() {
  return (
    <ScreenFrame title={pagesMessages.NOT_FOUND_TITLE}>
      <Text>{screenMessages.NOT_FOUND}</Text>
      <Actions>
        <PrimaryLink href={hrefFor('Home')}>{pagesMessages.BACK_HOME}</PrimaryLink>
      </Actions>
    </ScreenFrame>
  );
}
