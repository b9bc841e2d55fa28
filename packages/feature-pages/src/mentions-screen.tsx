import { screenLabels } from '@ldn/domain';
import { uiMessages, VisuallyHidden } from '@ldn/ui-kit';
import styled from 'styled-components';
import { DEFAULT_LEGAL_DETAILS, legalSections, type LegalDetails } from './mentions-content';
import { pagesMessages } from './messages';
import { ScreenFrame } from './screen-frame';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Part = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Updated = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface MentionsScreenProps {
  /** The retailer's details; clearly marked placeholders by default. */
  readonly details?: LegalDetails;
}

/**
 * [S2.20] [S2.48] The legal notices: publisher, publication director, host, intellectual property,
 * personal data and the GDPR rights (with the CNIL), cookies and applicable law.
 */
export function MentionsScreen({ details = DEFAULT_LEGAL_DETAILS }: MentionsScreenProps) {
  return (
    <ScreenFrame title={screenLabels.LEGAL_NOTICES}>
      <Intro>{pagesMessages.MENTIONS_INTRO}</Intro>
      {legalSections(details).map((section) => (
        <Part key={section.id} aria-labelledby={`mentions-${section.id}`}>
          <h2 id={`mentions-${section.id}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.link && (
            <p>
              <a href={section.link.href} target="_blank" rel="noopener noreferrer">
                {section.link.label} <VisuallyHidden>{uiMessages.NEW_TAB}</VisuallyHidden>
              </a>
            </p>
          )}
        </Part>
      ))}
      <Updated>
        {pagesMessages.MENTIONS_LAST_UPDATE} : {details.lastUpdate}
      </Updated>
    </ScreenFrame>
  );
}
