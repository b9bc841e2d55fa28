import styled, { keyframes } from 'styled-components';
import { uiMessages } from '../messages';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  ${({ theme }) => theme.media.motionOk} {
    animation: ${spin} 0.8s linear infinite;
  }
`;

export interface SpinnerProps {
  /** Diameter in px. */
  readonly size?: number;
  /**
   * What a screen reader hears ('Chargement...' by default). `null` makes the spinner decorative,
   * for a place that already says it is busy (a button with `aria-busy`).
   */
  readonly label?: string | null;
}

/** A turning circle; with a label it is a polite status ('Chargement...'). */
export function Spinner({ size = 20, label = uiMessages.LOADING }: SpinnerProps) {
  if (label === null) return <Circle $size={size} aria-hidden="true" />;
  return (
    <span role="status">
      <Circle $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

const LoadingRow = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface LoadingTextProps {
  /** The visible text, e.g. 'Chargement des articles...' [S2.49]; 'Chargement...' by default. */
  readonly children?: string;
}

/** A spinner with a visible loading text, announced politely. */
export function LoadingText({ children = uiMessages.LOADING }: LoadingTextProps) {
  return (
    <LoadingRow role="status">
      <Spinner label={null} />
      <span>{children}</span>
    </LoadingRow>
  );
}
