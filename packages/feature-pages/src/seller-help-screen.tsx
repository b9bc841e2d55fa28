import { hrefFor } from '@ldn/domain';
import styled from 'styled-components';
import { GuideSections } from './guide-sections';
import { screenTitles } from './screen-titles';
import { ScreenFrame } from './screen-frame';
import { SELLER_HELP_INTRO, sellerGuideSections } from './seller-guide-content';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/**
 * [S2.17] Help `/seller/help`: the staff guide, each step at its anchor
 * (`/seller/help#transactions-en-attente`), with a table of contents.
 */
export function SellerHelpScreen() {
  return (
    <ScreenFrame title={screenTitles.Help}>
      <Intro>{SELLER_HELP_INTRO}</Intro>
      <GuideSections
        sections={sellerGuideSections}
        pageHref={hrefFor('Help')}
        contentsId="guide-sommaire"
      />
    </ScreenFrame>
  );
}
