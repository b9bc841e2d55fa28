import { describe, expect, it } from 'vitest';
import { environmentBanner } from './environment-banner';
import { pageTitle } from './page-title';

describe('environmentBanner', () => {
  it.each([
    ['PROD', null],
    ['prod', null],
    [' PROD ', null],
    ['STAGING', { color: 'yellow', text: "Vous êtes sur l'environnement STAGING !" }],
    ['staging', { color: 'yellow', text: "Vous êtes sur l'environnement staging !" }],
    ['RECETTE', { color: 'red', text: "Vous êtes sur l'environnement RECETTE !" }],
    ['PRODUCTION', { color: 'red', text: "Vous êtes sur l'environnement PRODUCTION !" }],
    ['LOCAL', { color: 'red', text: "Vous êtes sur l'environnement LOCAL !" }],
    ['', { color: 'red', text: "Vous êtes sur l'environnement DEV !" }],
    ['   ', { color: 'red', text: "Vous êtes sur l'environnement DEV !" }],
    [undefined, { color: 'red', text: "Vous êtes sur l'environnement DEV !" }],
    [null, { color: 'red', text: "Vous êtes sur l'environnement DEV !" }],
  ])('[S1.7] [S9.12] label %j -> %j', (label, expected) => {
    expect(environmentBanner(label)).toEqual(expected);
  });
});

describe('pageTitle', () => {
  it.each([
    ['Bébé Confort', 'Liste de naissance | Bébé Confort'],
    [' Marque ', 'Liste de naissance | Marque'],
    ['', 'Liste de naissance'],
    [undefined, 'Liste de naissance'],
    [null, 'Liste de naissance'],
  ])('[S1.8] brand %j -> %s', (brand, expected) => {
    expect(pageTitle(brand)).toBe(expected);
  });
});
