import { contrastRatio, MIN_TEXT_CONTRAST } from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERSONALIZATION_IMAGE,
  PERSONALIZATION_IMAGES,
  personalizationImage,
} from './personalization-images';

describe('PERSONALIZATION_IMAGES', () => {
  it('[S3.18] holds img1 to img10 in order, each with a colour and a distinct name', () => {
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
    expect(new Set(PERSONALIZATION_IMAGES.map((image) => image.name)).size).toBe(10);
    for (const image of PERSONALIZATION_IMAGES) expect(image.color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('[S3.18] every colour carries the dark text at WCAG AA', () => {
    for (const image of PERSONALIZATION_IMAGES) {
      expect(contrastRatio('#2B2330', image.color), image.value).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it('[S3.18] finds an image by value; an unknown value gives the default img1', () => {
    expect(personalizationImage('img7')).toEqual({
      value: 'img7',
      color: '#A8E0D4',
      name: 'Menthe',
    });
    expect(personalizationImage('img11').value).toBe(DEFAULT_PERSONALIZATION_IMAGE);
    expect(personalizationImage(null).value).toBe('img1');
  });
});
