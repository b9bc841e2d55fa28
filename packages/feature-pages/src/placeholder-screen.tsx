import styled from 'styled-components';
import { pagesMessages } from './messages';
import { ScreenFrame } from './screen-frame';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PlaceholderScreenProps {
  /** The screen's French title (see `screenTitles`). */
  readonly title: string;
}

/** A screen that a later issue delivers: its title and 'Cet écran arrive bientôt.'. */
export function PlaceholderScreen({ title }: PlaceholderScreenProps) {
  return (
    <ScreenFrame title={title}>
      <Text>{pagesMessages.COMING_SOON}</Text>
    </ScreenFrame>
  );
}
