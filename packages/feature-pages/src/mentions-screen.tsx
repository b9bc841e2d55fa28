import { hrefFor, screenLabels } from '@ldn/domain';
import styled from 'styled-components';
import { GuideSections } from './guide-sections';
import {
  DEFAULT_LEGAL_DETAILS,
  legalSections,
  MENTIONS_INTRO,
  type LegalDetails,
} from './mentions-content';
import { pagesMessages } from './messages';
import { ScreenFrame } from './screen-frame';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Updated = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface MentionsScreenProps {
  /** The retailer's details; a fictitious company by default. */
  readonly details?: LegalDetails;
}

/**
 * [S2.20] [S2.48] [S2.61] The legal notices and the footer's legal pages on one page, each part at
 * a stable anchor (`#conditions-generales-de-vente`, `#droit-de-retractation`,
 * `#donnees-personnelles`, `#modes-de-livraison`, `#modes-de-paiement`), with a table of contents
 * at the top. The spec's route table has no route of their own for the footer pages.
 */
export function MentionsScreen({ details = DEFAULT_LEGAL_DETAILS }: MentionsScreenProps) {
  const sections = legalSections(details);
  const mentions = hrefFor('Mentions');
  return (
    <ScreenFrame title={screenLabels.LEGAL_NOTICES}>
      <Intro>{MENTIONS_INTRO}</Intro>
      <GuideSections sections={sections} pageHref={mentions} contentsId="mentions-sommaire" />
      <Updated>
        {pagesMessages.MENTIONS_LAST_UPDATE} : {details.lastUpdate}
      </Updated>
    </ScreenFrame>
  );
}
