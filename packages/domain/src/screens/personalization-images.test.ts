import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../commerce/contrast';
import {
  DEFAULT_PERSONALIZATION_IMAGE,
  PERSONALIZATION_IMAGES,
  personalizationImage,
} from './personalization-images';

/** The page's dark text (the ui-kit theme's `text`, whose own test checks it again). */
const PAGE_TEXT = '#2B2330';

describe('PERSONALIZATION_IMAGES', () => {
  it('[S3.18] holds img1 to img10 in order, each with its own colour, motif and name', () => {
    expect(PERSONALIZATION_IMAGES.map((image) => image.value)).toEqual([
      'img1',
      'img2',
      'img3',
      'img4',
      'img5',
      'img6',
      'img7',
      'img8',
      'img9',
      'img10',
    ]);
    expect(new Set(PERSONALIZATION_IMAGES.map((image) => image.color)).size).toBe(10);
    expect(new Set(PERSONALIZATION_IMAGES.map((image) => image.motif)).size).toBe(10);
    expect(PERSONALIZATION_IMAGES.map((image) => image.label)).toEqual([
      'Nuages',
      'Étoiles',
      'Ballons',
      'Feuillage',
      'Clair de lune',
      'Cœurs',
      'Vagues',
      'Soleil',
      'Pois',
      'Montgolfières',
    ]);
  });

  it('[S3.18] every colour and accent is #RRGGBB, with no picture link yet', () => {
    for (const image of PERSONALIZATION_IMAGES) {
      expect(image.color, image.value).toMatch(/^#[0-9A-F]{6}$/);
      expect(image.accent, image.value).toMatch(/^#[0-9A-F]{6}$/);
      expect([image.iconLink, image.largeLink]).toEqual(['', '']);
    }
  });

  it('[S3.18] the page text reads on every header colour (WCAG AA)', () => {
    for (const image of PERSONALIZATION_IMAGES) {
      expect(contrastRatio(PAGE_TEXT, image.color), image.value).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });
});

describe('personalizationImage', () => {
  it('[S3.18] finds an image by its stored value', () => {
    expect(personalizationImage('img7')).toEqual({
      value: 'img7',
      color: '#C9E8E6',
      accent: '#7CC2BD',
      label: 'Vagues',
      motif: 'waves',
      iconLink: '',
      largeLink: '',
    });
  });

  it('[S3.18] an unknown or missing value gives img1, the default of a new list', () => {
    expect(DEFAULT_PERSONALIZATION_IMAGE.value).toBe('img1');
    expect(personalizationImage('img11')).toBe(DEFAULT_PERSONALIZATION_IMAGE);
    expect(personalizationImage(null)).toBe(DEFAULT_PERSONALIZATION_IMAGE);
    expect(personalizationImage(undefined)).toBe(DEFAULT_PERSONALIZATION_IMAGE);
  });
});
