import { ROLES, type NotificationFrequency } from '@ldn/domain';
import type { SeededRandom } from './random';
import { DEMO_ACCOUNTANT_STORE, DEMO_SELLER_STORE, SEED_STORES } from './stores';

/** The password of every seeded account. Never seeded in production. */
export const DEMO_PASSWORD = 'Naissance2026!';

/** A customer account the seed creates (the hash is added at insert time). */
export interface SeedCustomer {
  readonly uid: string;
  readonly titleCode: 'mr' | 'mrs';
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  /** ISO 3166 alpha-2 [S5.12]. */
  readonly country: string;
  readonly roles: readonly string[];
  /** The store a staff member works in [S1.4]. */
  readonly storeCode: string | null;
  readonly favoriteStoreCode: string | null;
  readonly notificationFrequency: NotificationFrequency;
}

/** A demo account, with what it is for (printed at start so a person knows which to use). */
export interface DemoAccount extends SeedCustomer {
  readonly purpose: string;
}

/**
 * [S1.2] [S1.3] [S1.4] [S5.12] The six demo accounts, all with {@link DEMO_PASSWORD}:
 * the parent (owner of a Validée list and a draft), the co-parent named on that list, a relative,
 * a SELLER and an ACCOUNTANT with their store, and a customer living in Belgium (refused when
 * creating a list, FR only).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'parent@example.fr',
    titleCode: 'mrs',
    firstName: 'Claire',
    lastName: 'Martin',
    phone: '0612345678',
    country: 'FR',
    roles: [],
    storeCode: null,
    favoriteStoreCode: DEMO_SELLER_STORE,
    notificationFrequency: 'DAILY',
    purpose: 'parent: owner of a Validée list (demo00parent) and a draft',
  },
  {
    uid: 'coparent@example.fr',
    titleCode: 'mr',
    firstName: 'Thomas',
    lastName: 'Martin',
    phone: '0623456789',
    country: 'FR',
    roles: [],
    storeCode: null,
    favoriteStoreCode: DEMO_SELLER_STORE,
    notificationFrequency: 'WEEKLY',
    purpose: "co-parent named on the parent's list",
  },
  {
    uid: 'proche@example.fr',
    titleCode: 'mrs',
    firstName: 'Monique',
    lastName: 'Durand',
    phone: '0634567890',
    country: 'FR',
    roles: [],
    storeCode: null,
    favoriteStoreCode: 'S002',
    notificationFrequency: 'NEVER',
    purpose: 'relative who contributes to lists',
  },
  {
    uid: 'vendeur@example.fr',
    titleCode: 'mr',
    firstName: 'Hugo',
    lastName: 'Bernard',
    phone: '0145678901',
    country: 'FR',
    roles: [ROLES.SELLER],
    storeCode: DEMO_SELLER_STORE,
    favoriteStoreCode: null,
    notificationFrequency: 'NEVER',
    purpose: `SELLER in store ${DEMO_SELLER_STORE} (WINSHOP)`,
  },
  {
    uid: 'comptable@example.fr',
    titleCode: 'mrs',
    firstName: 'Sophie',
    lastName: 'Lefèvre',
    phone: '0478901234',
    country: 'FR',
    roles: [ROLES.ACCOUNTANT],
    storeCode: DEMO_ACCOUNTANT_STORE,
    favoriteStoreCode: null,
    notificationFrequency: 'NEVER',
    purpose: `ACCOUNTANT in store ${DEMO_ACCOUNTANT_STORE}`,
  },
  {
    uid: 'client.be@example.fr',
    titleCode: 'mr',
    firstName: 'Lucas',
    lastName: 'Peeters',
    phone: '0656789012',
    country: 'BE',
    roles: [],
    storeCode: null,
    favoriteStoreCode: null,
    notificationFrequency: 'WEEKLY',
    purpose: 'customer living in Belgium (lists are FR only)',
  },
];

/** How many other customers own the generated lists. */
export const GENERATED_CUSTOMER_COUNT = 32;

/**
 * The shared last name of the first generated customers, so that a list search on it [S7.15]
 * finds more lists than a screen should show ("too many results", [S2.46]).
 */
export const CROWDED_LAST_NAME = 'Martin';
const CROWDED_LAST_NAME_OWNERS = 3;

export const FEMALE_FIRST_NAMES = [
  'Camille',
  'Julie',
  'Emma',
  'Sarah',
  'Manon',
  'Chloé',
  'Laura',
  'Pauline',
  'Marine',
  'Élodie',
  'Mathilde',
  'Charlotte',
  'Lucie',
  'Anaïs',
  'Caroline',
  'Audrey',
  'Mélanie',
  'Hélène',
  'Amélie',
  'Justine',
  'Inès',
  'Margaux',
] as const;
export const MALE_FIRST_NAMES = [
  'Nicolas',
  'Julien',
  'Maxime',
  'Antoine',
  'Alexandre',
  'Guillaume',
  'Romain',
  'Kevin',
  'Mathieu',
  'Benjamin',
  'Florian',
  'Pierre',
  'Vincent',
  'Sébastien',
  'Jérémy',
  'Thibault',
  'Adrien',
  'Yanis',
  'Karim',
  'Baptiste',
  'Olivier',
  'François',
] as const;
export const LAST_NAMES = [
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Nguyen',
  'Benali',
] as const;

/**
 * [S7.15] The customers who own the generated lists: French names (the first
 * {@link CROWDED_LAST_NAME_OWNERS} share the last name Martin, others repeat by chance), unique
 * e-mails `first.last@example.fr`, mobile phones, country FR.
 */
export function generateCustomers(
  random: SeededRandom,
  count: number = GENERATED_CUSTOMER_COUNT,
): SeedCustomer[] {
  const taken = new Set(DEMO_ACCOUNTS.map((account) => account.uid));
  const customers: SeedCustomer[] = [];
  for (let index = 0; index < count; index += 1) {
    const female = random.chance(0.7);
    const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = index < CROWDED_LAST_NAME_OWNERS ? CROWDED_LAST_NAME : random.pick(LAST_NAMES);
    customers.push({
      uid: uniqueEmail(taken, firstName, lastName),
      titleCode: female ? 'mrs' : 'mr',
      firstName,
      lastName,
      phone: `0${random.pick(['6', '7'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      country: 'FR',
      roles: [],
      storeCode: null,
      favoriteStoreCode: random.pick(SEED_STORES).storeCode,
      notificationFrequency: random.weighted([
        ['WEEKLY', 0.6],
        ['DAILY', 0.25],
        ['NEVER', 0.15],
      ] as const),
    });
  }
  return customers;
}

/** 'Élodie', 'Guérin' -> 'elodie.guerin@example.fr' (then '...2@', '...3@' if taken). */
function uniqueEmail(taken: Set<string>, firstName: string, lastName: string): string {
  const local = `${asciiSlug(firstName)}.${asciiSlug(lastName)}`;
  for (let suffix = 1; ; suffix += 1) {
    const uid = `${local}${suffix === 1 ? '' : suffix}@example.fr`;
    if (!taken.has(uid)) {
      taken.add(uid);
      return uid;
    }
  }
}

function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}
