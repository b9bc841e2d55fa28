import {
  CATEGORY_CODES,
  COMMENT_MAX_LENGTH,
  COMPANY_CODE,
  type CategoryCode,
  type ListStatus,
} from '@ldn/domain';
import type { listItems, lists } from '../db/schema';
import type { ProductRow } from './catalogue';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, type SeedCustomer } from './people';
import { SeededRandom } from './random';
import { SEED_CLOCK, daysAfter, daysBefore, isoDay } from './seed-clock';
import { SEED_STORES } from './stores';

/** A row of `lists`, as the seed inserts it. */
export type ListRow = typeof lists.$inferInsert;
/** A row of `list_items`, as the seed inserts it. */
export type ListItemRow = typeof listItems.$inferInsert;

/** A list and its items. */
export interface SeedList {
  readonly list: ListRow;
  readonly items: readonly ListItemRow[];
}

/**
 * Fixed ids of the lists tests and demos point at (the others are drawn by the seeded random
 * source, so they are stable too). All fit the `lists.id` CHECK `^[a-z0-9]{8,32}$`.
 */
export const SEED_LIST_IDS = {
  /** parent@example.fr's Validée list: ~25 items in every category, gifts, wallet, co-parent. */
  parentValidated: 'demo00parent',
  /** parent@example.fr's draft. */
  parentDraft: 'demo00draft',
  /** A Cloturée list of a generated customer. */
  closed: 'demo00closed',
  /** A Validée list of 500 items (performance work). */
  items500: 'demo00items500',
  /** A Validée list of 200 items. */
  items200: 'demo00items200',
} as const;

/** Length of the generated list ids. */
export const LIST_ID_LENGTH = 12;

const BABY_NAMES = [
  'Léa',
  'Jade',
  'Louise',
  'Emma',
  'Ambre',
  'Alice',
  'Rose',
  'Anna',
  'Mia',
  'Lina',
  'Romy',
  'Iris',
  'Gabriel',
  'Léo',
  'Raphaël',
  'Louis',
  'Arthur',
  'Jules',
  'Maël',
  'Adam',
  'Noah',
  'Sacha',
  'Nino',
  'Côme',
  'Éden',
  'Charlie',
] as const;

const WELCOME_MESSAGES = [
  'Merci de partager avec nous la joie de cette naissance ! Voici quelques idées pour accueillir bébé.',
  'Nous avons hâte de vous présenter notre petit bout. Merci pour votre générosité !',
  'Bienvenue sur notre liste : chaque attention compte, petite ou grande.',
  'Un grand merci à tous ceux qui nous accompagnent dans cette belle aventure.',
  'Bébé arrive bientôt ! Nous avons choisi ici ce qui nous fera le plus plaisir.',
  '',
] as const;

const ITEM_COMMENTS = [
  'En taille 3 mois de préférence, merci !',
  'Nous adorons ce coloris.',
  'Pour la chambre de bébé.',
  'Indispensable pour les balades !',
  'Si possible en double, c’est si pratique.',
  'Pour les nuits chez papi et mamie.',
  'Pour le retour de la maternité.',
  'Un petit plaisir pour les grands frères et sœurs.',
  'Nous avons vu celui-ci en magasin, il est parfait.',
] as const;

/** Whom the lists belong to: customer definitions and the `pk` the database gave each. */
export interface ListOwners {
  readonly parent?: { readonly customer: SeedCustomer; readonly pk: number } | undefined;
  readonly coParent?: SeedCustomer | undefined;
  readonly generated: readonly { readonly customer: SeedCustomer; readonly pk: number }[];
}

/**
 * [S4.1] [S3.4] [S3.7] The demo lists, in every state: parent's Validée list and draft, then per
 * generated customer one current list (Validée, draft or Cloturée) and sometimes an older
 * Cloturée one; one Validée list of 500 items and one of 200. Items come from `catalogue`
 * (never the special contribution item); gifted counts respect the `list_items` CHECK
 * (contributed <= quantity), wallets their CHECKs (balance <= total).
 */
export function generateLists(
  seed: number,
  owners: ListOwners,
  catalogue: readonly ProductRow[],
): SeedList[] {
  // Two sources: `plan` draws which lists exist, their statuses and ids; `random` draws their
  // contents. The contents depend on the catalogue size, the plan does not, so the list ids stay
  // the same whether the catalogue has 1,600 or 100,000 products.
  const plan = new SeededRandom(seed);
  const random = new SeededRandom(seed ^ 0x5bd1e995);
  const giftable = catalogue.filter((product) => product.canAddToLdn !== false);
  const ids = new Set<string>(Object.values(SEED_LIST_IDS));
  const result: SeedList[] = [];

  if (owners.parent) {
    result.push(parentValidatedList(random, owners.parent, owners.coParent, giftable));
    result.push(parentDraftList(random, owners.parent, giftable));
  }

  owners.generated.forEach((owner, index) => {
    const special =
      index === 0
        ? { id: SEED_LIST_IDS.items500, status: 'VALIDATED' as const, items: 500 }
        : index === 1
          ? { id: SEED_LIST_IDS.closed, status: 'CLOSED' as const, items: undefined }
          : index === 3
            ? { id: SEED_LIST_IDS.items200, status: 'VALIDATED' as const, items: 200 }
            : undefined;
    if (plan.chance(0.15)) {
      result.push(
        generatedList(random, owner, giftable, {
          id: newListId(plan, ids),
          status: 'CLOSED',
          isDefault: false,
          ageDays: plan.int(400, 900),
        }),
      );
    }
    const status = plan.weighted<ListStatus>([
      ['VALIDATED', 0.6],
      ['DRAFT', 0.2],
      ['CLOSED', 0.2],
    ]);
    const id = newListId(plan, ids);
    result.push(
      generatedList(random, owner, giftable, {
        id: special?.id ?? id,
        status: special?.status ?? status,
        isDefault: true,
        itemCount: special?.items,
      }),
    );
  });
  return result;
}

function newListId(random: SeededRandom, taken: Set<string>): string {
  for (;;) {
    const id = random.alphanumeric(LIST_ID_LENGTH);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function parentValidatedList(
  random: SeededRandom,
  parent: { readonly customer: SeedCustomer; readonly pk: number },
  coParent: SeedCustomer | undefined,
  catalogue: readonly ProductRow[],
): SeedList {
  const id = SEED_LIST_IDS.parentValidated;
  const createdAt = daysBefore(SEED_CLOCK, 35);
  const list: ListRow = {
    ...ownerColumns(parent),
    id,
    company: COMPANY_CODE,
    status: 'VALIDATED',
    title: 'Bienvenue Léa !',
    childFirstName: 'Léa',
    childBirthday: isoDay(daysAfter(SEED_CLOCK, 75)),
    welcomeMessage:
      'Nous avons hâte de vous présenter notre petite Léa ! Merci de partager ce bonheur avec nous : voici les idées qui nous feraient plaisir.',
    coOwnerFirstName: coParent?.firstName ?? '',
    coOwnerLastName: coParent?.lastName ?? '',
    coOwnerMail: coParent?.uid ?? '',
    numberImage: 'img3',
    isPrivate: false,
    isSearchable: true,
    isPickupStoreAllowed: true,
    contactStoreCode: parent.customer.favoriteStoreCode,
    isDefault: true,
    walletCents: 12_500,
    walletTotalCents: 18_000,
    createdAt,
    publishedAt: daysAfter(createdAt, 2),
    updatedAt: daysBefore(SEED_CLOCK, 1),
  };

  // [S3.8] Every category, a few products each, plus one of each other stock state [S3.9].
  const perCategory: Record<CategoryCode, number> = {
    bedroom: 4,
    outings: 3,
    travels: 3,
    meals: 4,
    toilet: 3,
    look: 4,
    awakening: 3,
  };
  const chosen: ProductRow[] = [];
  const models = new Set<string>();
  const take = (candidates: readonly ProductRow[], count: number): void => {
    for (const product of random.sample(candidates, candidates.length)) {
      if (count === 0) return;
      if (models.has(product.modelCode)) continue;
      models.add(product.modelCode);
      chosen.push(product);
      count -= 1;
    }
  };
  for (const category of CATEGORY_CODES) {
    take(
      catalogue.filter((p) => p.category === category && p.availability === 'AVAILABLE'),
      perCategory[category],
    );
  }
  take(
    catalogue.filter((p) => p.category === 'autres' && p.availability === 'AVAILABLE'),
    1,
  );
  take(
    catalogue.filter((p) => p.availability === 'UNAVAILABLE'),
    1,
  );
  take(
    catalogue.filter((p) => p.availability === 'PERMANENTLY_OUT_OF_STOCK'),
    1,
  );

  // Roles drawn over a shuffled order: 5 fully gifted, 4 partly gifted, 6 indispensable, 3 private,
  // 8 with a comment. They overlap as in a real list.
  const order = random.sample(
    chosen.map((_product, index) => index),
    chosen.length,
  );
  const fully = new Set(order.slice(0, 5));
  const partly = new Set(order.slice(5, 9));
  const priority = new Set(random.sample(order, 6));
  const hidden = new Set(random.sample(order, 3));
  const commented = new Set(random.sample(order, 8));

  const items = chosen.map((product, index): ListItemRow => {
    let quantity = product.priceCents < 3000 ? random.int(1, 3) : 1;
    let contributed = 0;
    if (fully.has(index)) contributed = quantity;
    if (partly.has(index)) {
      quantity = Math.max(quantity, 2) + 1;
      contributed = random.int(1, quantity - 1);
    }
    return {
      listId: id,
      codeAx: product.codeAx,
      quantity,
      quantityContributed: contributed,
      message: commented.has(index) ? comment(random) : '',
      priority: priority.has(index),
      hidden: hidden.has(index),
      position: index,
      createdAt: daysAfter(createdAt, random.int(0, 20)),
      updatedAt: daysBefore(SEED_CLOCK, random.int(1, 10)),
    };
  });
  return { list, items };
}

function parentDraftList(
  random: SeededRandom,
  parent: { readonly customer: SeedCustomer; readonly pk: number },
  catalogue: readonly ProductRow[],
): SeedList {
  const id = SEED_LIST_IDS.parentDraft;
  const createdAt = daysBefore(SEED_CLOCK, 3);
  const list: ListRow = {
    ...ownerColumns(parent),
    id,
    status: 'DRAFT',
    title: 'Liste pour les jumeaux',
    welcomeMessage: '',
    numberImage: 'img7',
    isDefault: false,
    createdAt,
    updatedAt: createdAt,
  };
  const items = random.sample(catalogue, 4).map((product, index): ListItemRow => ({
    listId: id,
    codeAx: product.codeAx,
    quantity: 2,
    quantityContributed: 0,
    message: '',
    priority: false,
    hidden: false,
    position: index,
    createdAt,
    updatedAt: createdAt,
  }));
  return { list, items };
}

interface GeneratedListPlan {
  readonly id: string;
  readonly status: ListStatus;
  readonly isDefault: boolean;
  /** Exact number of items (large lists); otherwise drawn from the status. */
  readonly itemCount?: number | undefined;
  /** How long ago the list was created; drawn from the status otherwise. */
  readonly ageDays?: number;
}

function generatedList(
  random: SeededRandom,
  owner: { readonly customer: SeedCustomer; readonly pk: number },
  catalogue: readonly ProductRow[],
  plan: GeneratedListPlan,
): SeedList {
  const { customer } = owner;
  const female = customer.titleCode === 'mrs';
  const baby = random.pick(BABY_NAMES);
  const hasCoOwner = random.chance(0.6);
  const coOwnerFirstName = hasCoOwner
    ? random.pick(female ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES)
    : '';
  const isPrivate = random.chance(0.15);

  const ageDays =
    plan.ageDays ??
    (plan.status === 'CLOSED'
      ? random.int(150, 400)
      : plan.status === 'DRAFT'
        ? random.int(1, 30)
        : random.int(20, 200));
  const createdAt = daysBefore(SEED_CLOCK, ageDays);
  const published = plan.status !== 'DRAFT';
  const publishedAt = published ? daysAfter(createdAt, random.int(1, 10)) : null;
  // Closed lists: born a few months after the list was opened, closed after the birth.
  const birthday =
    plan.status === 'CLOSED'
      ? daysAfter(createdAt, random.int(60, 120))
      : daysAfter(createdAt, random.int(90, 240));
  const closedAt = plan.status === 'CLOSED' ? daysAfter(birthday, random.int(20, 30)) : null;

  const walletTotalCents =
    plan.status === 'DRAFT' ? 0 : 500 * random.int(plan.status === 'CLOSED' ? 4 : 0, 60);
  // A closed list's wallet has been spent; an active one has spent part of it, in whole euros.
  const walletCents =
    plan.status === 'VALIDATED' ? Math.floor((walletTotalCents * random.next()) / 100) * 100 : 0;

  const list: ListRow = {
    ...ownerColumns(owner),
    id: plan.id,
    company: COMPANY_CODE,
    status: plan.status,
    title: listTitle(random, baby, customer, coOwnerFirstName),
    childFirstName: baby,
    childBirthday: isoDay(birthday),
    welcomeMessage: random.pick(WELCOME_MESSAGES),
    coOwnerFirstName,
    coOwnerLastName: hasCoOwner ? customer.lastName : '',
    notificationFrequency: customer.notificationFrequency,
    numberImage: `img${random.int(1, 10)}`,
    isBabyNameHidden: random.chance(0.1),
    isBabyBirthdayHidden: random.chance(0.1),
    isPrivate,
    isSearchable: !isPrivate && random.chance(0.95),
    isGiftDelivered: plan.status === 'CLOSED' && random.chance(0.7),
    isPickupStoreAllowed: random.chance(0.5),
    contactStoreCode: customer.favoriteStoreCode ?? random.pick(SEED_STORES).storeCode,
    isDefault: plan.isDefault,
    walletCents,
    walletTotalCents,
    createdAt,
    publishedAt,
    closedAt,
    updatedAt: closedAt ?? publishedAt ?? createdAt,
  };

  const itemCount =
    plan.itemCount ??
    (plan.status === 'DRAFT'
      ? random.int(0, 10)
      : plan.status === 'CLOSED'
        ? random.int(10, 30)
        : random.int(8, 40));
  const giftChance = plan.status === 'CLOSED' ? 0.8 : plan.status === 'VALIDATED' ? 0.35 : 0;
  const items = random.sample(catalogue, itemCount).map((product, index): ListItemRow => {
    const quantity = product.priceCents < 3000 ? random.int(1, 3) : 1;
    const contributed = random.chance(giftChance) ? random.int(1, quantity) : 0;
    return {
      listId: plan.id,
      codeAx: product.codeAx,
      quantity,
      quantityContributed: contributed,
      message: random.chance(0.2) ? comment(random) : '',
      priority: random.chance(0.2),
      hidden: random.chance(0.08),
      position: index,
      createdAt: daysAfter(createdAt, random.int(0, 10)),
      updatedAt: daysAfter(createdAt, random.int(10, 20)),
    };
  });
  return { list, items };
}

function ownerColumns(owner: { readonly customer: SeedCustomer; readonly pk: number }) {
  return {
    ownerPk: owner.pk,
    ownerFirstName: owner.customer.firstName,
    ownerLastName: owner.customer.lastName,
    ownerPhone: owner.customer.phone,
    ownerMail: owner.customer.uid,
    notificationFrequency: owner.customer.notificationFrequency,
  } satisfies Partial<ListRow>;
}

function listTitle(
  random: SeededRandom,
  baby: string,
  owner: SeedCustomer,
  coOwnerFirstName: string,
): string {
  const titles = [
    `Bienvenue ${baby} !`,
    `La liste de naissance de ${baby}`,
    `Bébé ${owner.lastName} arrive !`,
    `Pour l’arrivée de ${baby}`,
    'Notre petit trésor',
    coOwnerFirstName
      ? `La liste de ${owner.firstName} et ${coOwnerFirstName}`
      : `La liste de ${owner.firstName}`,
  ];
  return random.pick(titles);
}

function comment(random: SeededRandom): string {
  return random.pick(ITEM_COMMENTS).slice(0, COMMENT_MAX_LENGTH);
}
