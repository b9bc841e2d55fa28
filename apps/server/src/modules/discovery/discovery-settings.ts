import { createHash } from 'node:crypto';
import {
  SUGGESTED_KEYWORDS_FLAVOR,
  categoryLabels,
  priceBandLabels,
  searchSortLabels,
} from '@ldn/domain';

/**
 * [S7.49] [S3.17] The settings of the discovery service: the item fields (which may be filtered,
 * sorted, searched and faceted, with their French labels), the sort options [S9.8], the shortcuts
 * (a typed expression that leads to a scope) and the spotlights (curated selections). They live in
 * code, not in the database: every instance serves the same settings, and their `id` (a digest of
 * their JSON) changes exactly when they change, which tells the SDK to fetch them again [S4.12].
 */

/** One item field as the settings describe it. */
export interface DiscoveryField {
  readonly field: string;
  readonly filterable: boolean;
  readonly sortable: boolean;
  readonly search_attributes: boolean;
  readonly facet: boolean;
  readonly labels: { readonly fr: string };
}

/** [S9.8] A sort option: `_score` is relevance ('Pertinence', the default). */
export interface RankingOption {
  readonly key: string;
  readonly label: string;
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

/** A typed expression that leads straight to a scope ('poussette' -> the pushchairs). */
export interface Shortcut {
  readonly expression: string;
  readonly scope_id: string;
}

/** A spotlight as the settings show it. */
export interface Spotlight {
  readonly id: string;
  readonly label: string;
}

/** The settings document of `GET /discovery/settings`. */
export interface DiscoverySettings {
  readonly fields: readonly DiscoveryField[];
  readonly ranking: readonly RankingOption[];
  readonly shortcuts: readonly Shortcut[];
  readonly spotlights: readonly Spotlight[];
}

const field = (
  name: string,
  label: string,
  flags: Partial<Omit<DiscoveryField, 'field' | 'labels'>> = {},
): DiscoveryField => ({
  field: name,
  filterable: flags.filterable ?? false,
  sortable: flags.sortable ?? false,
  search_attributes: flags.search_attributes ?? false,
  facet: flags.facet ?? false,
  labels: { fr: label },
});

/** [S3.17] Every item field. The four facets are price, colour, size and brand [S2.49]. */
export const DISCOVERY_FIELDS: readonly DiscoveryField[] = [
  field('g:id', 'Référence', { filterable: true }),
  field('g:title', 'Nom', { sortable: true, search_attributes: true }),
  field('g:brand', 'Marque', { filterable: true, search_attributes: true, facet: true }),
  field('g:size', 'Taille', { filterable: true, search_attributes: true, facet: true }),
  field('g:description', 'Description', { search_attributes: true }),
  field('g:image_link', 'Image'),
  field('g:link', 'Lien'),
  field('g:price', 'Prix affiché'),
  field('c:as400', 'Référence AS400', { filterable: true }),
  field('c:isbundle', 'Lot', { filterable: true }),
  field('c:canaddtoldn', 'Ajoutable à la liste', { filterable: true }),
  field('c:universe', 'Univers', { filterable: true }),
  field('c:scope', 'Rayon', { filterable: true }),
  field('c:availability', 'Disponibilité'),
  field('sf:semanticColor', 'Couleur', { filterable: true, search_attributes: true, facet: true }),
  field('sf:price', 'Prix', { filterable: true, sortable: true, facet: true }),
  field('sf:popularity', 'Popularité', { sortable: true }),
  field('sf:variants', 'Variantes'),
];

/** [S9.8] The sort options, relevance first (the default). */
export const RANKING: readonly RankingOption[] = [
  { key: 'pertinence', label: searchSortLabels.popularity, field: '_score', order: 'desc' },
  { key: 'price_asc', label: searchSortLabels.price_asc, field: 'sf:price', order: 'asc' },
  { key: 'price_desc', label: searchSortLabels.price_desc, field: 'sf:price', order: 'desc' },
];

/** The relevance pseudo-field of the sorts. */
export const SCORE_FIELD = '_score';

export const SHORTCUTS: readonly Shortcut[] = [
  { expression: 'poussette', scope_id: 'outings/poussettes' },
  { expression: 'body', scope_id: 'look/bodies' },
  { expression: 'biberon', scope_id: 'meals/biberons' },
  { expression: 'gigoteuse', scope_id: 'bedroom/gigoteuses' },
  { expression: 'siège auto', scope_id: 'travels/sieges-auto' },
  { expression: 'lit bébé', scope_id: 'bedroom/lits' },
  { expression: 'chaise haute', scope_id: 'meals/chaises-hautes' },
  { expression: 'doudou', scope_id: 'awakening/doudous' },
];

/**
 * What a spotlight selects, as a filter clause of the request's grammar (the engine applies it
 * like `apply_filters`).
 */
export interface SpotlightDefinition extends Spotlight {
  readonly clause: Readonly<Record<string, unknown>>;
}

export const SPOTLIGHTS: readonly SpotlightDefinition[] = [
  {
    id: 'essentiels-naissance',
    label: 'Les essentiels de naissance',
    clause: {
      match: {
        field: 'c:scope',
        value: [
          'look/bodies',
          'look/pyjamas',
          'bedroom/gigoteuses',
          'bedroom/lits',
          'meals/biberons',
          'toilet/change',
          'outings/poussettes',
          'travels/sieges-auto',
        ],
      },
    },
  },
  {
    id: 'petits-prix',
    label: `Les petits prix (${priceBandLabels.UNDER_20.toLowerCase()})`,
    clause: { range: { field: 'sf:price', lt: 20 } },
  },
  {
    id: 'premiers-mois',
    label: 'Pour les premiers mois',
    clause: { match: { field: 'g:size', value: ['Naissance', '0-3 mois', '0-6 mois'] } },
  },
  {
    id: 'balade',
    label: `Tout pour la ${categoryLabels.outings.toLowerCase()}`,
    clause: { match: { field: 'c:universe', value: 'outings' } },
  },
];

/**
 * [S9.10] The suggested keywords of the search home (flavor `search-home`): the searches parents
 * make most, as a retailer's merchandisers would list them.
 */
export const SUGGESTED_KEYWORDS: readonly string[] = [
  'body',
  'poussette',
  'gigoteuse',
  'biberon',
  'siège auto',
  'doudou',
  'chaise haute',
  'lit bébé',
  "tapis d'éveil",
  'babyphone',
];

/** The flavor the suggested keywords are made for [S9.10]. */
export const SUGGESTED_KEYWORDS_FLAVORS: readonly string[] = [SUGGESTED_KEYWORDS_FLAVOR];

/** The settings as `GET /discovery/settings` sends them. */
export const DISCOVERY_SETTINGS: DiscoverySettings = {
  fields: DISCOVERY_FIELDS,
  ranking: RANKING,
  shortcuts: SHORTCUTS,
  spotlights: SPOTLIGHTS.map(({ id, label }) => ({ id, label })),
};

/**
 * [S7.49] [S4.12] The id of a settings document: the first 16 hex digits of the SHA-256 of its
 * JSON. Equal settings give equal ids on every instance; any change gives another id.
 */
export function settingsIdOf(settings: DiscoverySettings): string {
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
}

/** The id of the settings this server serves. */
export const DISCOVERY_SETTINGS_ID = settingsIdOf(DISCOVERY_SETTINGS);

/** The settings of `name`, if the field exists. */
export function fieldSettings(name: string): DiscoveryField | undefined {
  return DISCOVERY_FIELDS.find((candidate) => candidate.field === name);
}
