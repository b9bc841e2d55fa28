import { AppLink, uiMessages, VisuallyHidden } from '@ldn/ui-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { LegalPart, LegalSection } from './mentions-content';
import { pagesMessages } from './messages';

const Contents = styled.nav`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A link alone on its line, not in a sentence: a 24 px target at least (WCAG 2.5.8). */
const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;

const Part = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  /* An anchored section lands below the top bar. */
  scroll-margin-top: ${({ theme }) => theme.layout.topBarHeightPx + 16}px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  h2:focus,
  h3:focus {
    outline: none;
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

/** The body of a part: paragraphs, the list, what follows it, the external link. */
function PartBody({ part }: { readonly part: LegalPart }) {
  return (
    <>
      {part.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {part.items && (
        <ul>
          {part.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {part.after?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {part.link && (
        <p>
          <ExternalLink href={part.link.href} target="_blank" rel="noopener noreferrer">
            {part.link.label} <VisuallyHidden>{uiMessages.NEW_TAB}</VisuallyHidden>
          </ExternalLink>
        </p>
      )}
    </>
  );
}

/**
 * [S2.48] [S2.61] Brings the part named by the address's hash (`/mentions#droit-de-retractation`,
 * from the footer or the table of contents) into view and moves the focus to its heading, so that
 * keyboard and screen-reader users start reading there. It waits for the next task: the shell
 * scrolls to the top after every navigation [S2.35], in an effect that runs after this one.
 */
function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = setTimeout(() => {
      const target = document.getElementById(id);
      if (target === null) return;
      target.scrollIntoView({ block: 'start' });
      target.querySelector<HTMLElement>('h2, h3')?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [hash, key]);
}

export interface GuideSectionsProps {
  /** The page's sections (`h2`) and their parts (`h3`), each at its anchor. */
  readonly sections: readonly LegalSection[];
  /** The page's address, which the table of contents' links add the anchors to. */
  readonly pageHref: string;
  /** The id of the table of contents' heading. */
  readonly contentsId: string;
}

/**
 * A long page of sections (the legal notices, the staff guide): a table of contents, then each
 * section at its stable anchor with its parts, headings focusable for an anchored arrival.
 */
export function GuideSections({ sections, pageHref, contentsId }: GuideSectionsProps) {
  useScrollToHash();
  return (
    <>
      <Contents aria-labelledby={contentsId}>
        <h2 id={contentsId}>{pagesMessages.TABLE_OF_CONTENTS}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <AppLink href={`${pageHref}#${section.id}`}>{section.title}</AppLink>
            </li>
          ))}
        </ol>
      </Contents>
      {sections.map((section) => (
        <Part key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`}>
          <h2 id={`${section.id}-titre`} tabIndex={-1}>
            {section.title}
          </h2>
          <PartBody part={section} />
          {section.subsections?.map((part) => (
            <section key={part.id} id={part.id} aria-labelledby={`${part.id}-titre`}>
              <h3 id={`${part.id}-titre`} tabIndex={-1}>
                {part.title}
              </h3>
              <PartBody part={part} />
            </section>
          ))}
        </Part>
      ))}
    </>
  );
}
