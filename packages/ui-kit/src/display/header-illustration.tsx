import type { ReactElement } from 'react';
import type { HeaderMotif, PersonalizationImage } from '@ldn/domain';

/** Where the motif's shapes sit on the 400 x 120 canvas, and how large each is. */
const SPOTS: readonly (readonly [x: number, y: number, scale: number])[] = [
  [30, 30, 1],
  [95, 85, 0.7],
  [170, 40, 0.85],
  [240, 90, 0.6],
  [300, 30, 1.1],
  [370, 80, 0.8],
];

type Draw = (fill: string) => ReactElement;

/** One shape per motif, drawn around (0, 0) in a 40 px box. */
const SHAPES: Readonly<Record<HeaderMotif, Draw>> = {
  clouds: (fill) => (
    <path
      d="M-18 8a10 10 0 0 1 4-19 13 13 0 0 1 24 2 9 9 0 0 1 8 17z"
      fill={fill}
      fillOpacity={0.9}
    />
  ),
  stars: (fill) => (
    <polygon points="0,-16 4.7,-5 16,-5 7,2.5 10,14 0,7 -10,14 -7,2.5 -16,-5 -4.7,-5" fill={fill} />
  ),
  balloons: (fill) => (
    <g>
      <ellipse cx="0" cy="-6" rx="10" ry="13" fill={fill} />
      <path d="M0 7q-3 6 0 12t0 10" stroke={fill} strokeWidth="1.5" fill="none" />
    </g>
  ),
  leaves: (fill) => (
    <g transform="rotate(-30)">
      <ellipse cx="0" cy="0" rx="7" ry="16" fill={fill} />
      <line x1="0" y1="-14" x2="0" y2="18" stroke="#FFFFFF" strokeOpacity={0.6} strokeWidth="1.2" />
    </g>
  ),
  moon: (fill) => (
    <path d="M6-15a16 16 0 1 0 0 30a12 12 0 1 1 0-30z" fill={fill} transform="rotate(-20)" />
  ),
  hearts: (fill) => (
    <path d="M0 12C-14 2-14-10-6-11c3 0 5 2 6 4 1-2 3-4 6-4 8 1 8 13-6 23z" fill={fill} />
  ),
  waves: (fill) => (
    <path
      d="M-24 0q6-8 12 0t12 0t12 0t12 0"
      stroke={fill}
      strokeWidth="4"
      strokeLinecap="round"
      fill="none"
    />
  ),
  sun: (fill) => (
    <g>
      <circle r="9" fill={fill} />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <line
          key={angle}
          x1="0"
          y1="-13"
          x2="0"
          y2="-18"
          stroke={fill}
          strokeWidth="3"
          strokeLinecap="round"
          transform={`rotate(${angle})`}
        />
      ))}
    </g>
  ),
  dots: (fill) => (
    <g fill={fill}>
      <circle r="7" />
      <circle cx="18" cy="10" r="4" />
      <circle cx="-16" cy="12" r="3" />
    </g>
  ),
  hotAirBalloons: (fill) => (
    <g>
      <path
        d="M0-18c10 0 14 8 14 14 0 8-9 14-11 18h-6c-2-4-11-10-11-18 0-6 4-14 14-14z"
        fill={fill}
      />
      <rect x="-4" y="17" width="8" height="6" rx="1.5" fill={fill} />
    </g>
  ),
};

export interface HeaderIllustrationProps {
  /** The domain's personalisation image (`personalizationImage(list.informations.numberImage)`). */
  readonly image: PersonalizationImage;
}

/**
 * [S3.18] The drawn header of a list: the image's colour with its motif scattered in its accent
 * colour and white. It fills its box (the list header's banner, a swatch of the list form's
 * picker). Decorative (hidden from screen readers): the list's title, or the picker's label, says
 * what it is.
 */
export function HeaderIllustration({ image }: HeaderIllustrationProps) {
  const draw = SHAPES[image.motif];
  return (
    <svg
      viewBox="0 0 400 120"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      data-motif={image.motif}
    >
      <rect width="400" height="120" fill={image.color} />
      {SPOTS.map(([x, y, scale], index) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y}) scale(${scale})`}>
          {draw(index % 2 === 0 ? image.accent : '#FFFFFF')}
        </g>
      ))}
    </svg>
  );
}
