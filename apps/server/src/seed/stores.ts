import { ALTERNATE_POS_SYSTEM, MAIN_POS_SYSTEM } from '@ldn/domain';
import type { stores } from '../db/schema';

/** A row of `stores`, as the seed inserts it. */
export type StoreRow = typeof stores.$inferInsert;

/**
 * [S3.16] [S1.5] [S7.40] The 20 demo stores: real towns, real postal codes and approximate real
 * positions (so "closest stores" [S7.47] gives believable answers), invented street addresses.
 * Most run the main point-of-sale system (WINSHOP); Nice and Metz run the alternate one (CEGID),
 * which changes the in-store cart path [S4.5]. Three cannot deliver gifts to the parents
 * (`is_liv_mag_eligible` false).
 */
export const SEED_STORES: readonly StoreRow[] = [
  store('S001', 'Paris Vaugirard', '212 rue de Vaugirard', '75015', 'Paris', 48.8412, 2.2999),
  store('S002', 'Lyon Part-Dieu', '45 rue Servient', '69003', 'Lyon', 45.7606, 4.8593),
  store('S003', 'Marseille Prado', '110 avenue du Prado', '13008', 'Marseille', 43.263, 5.39),
  store('S004', 'Lille Centre', '18 rue Faidherbe', '59000', 'Lille', 50.6366, 3.0676),
  store(
    'S005',
    'Bordeaux Mériadeck',
    '7 rue du Château-d’Eau',
    '33000',
    'Bordeaux',
    44.8378,
    -0.5886,
  ),
  store('S006', 'Toulouse Compans', '3 boulevard Lascrosses', '31000', 'Toulouse', 43.6097, 1.4335),
  store(
    'S007',
    'Nantes Beaulieu',
    '9 boulevard Général-De-Gaulle',
    '44000',
    'Nantes',
    47.2065,
    -1.5376,
  ),
  store('S008', 'Strasbourg Halles', '24 place des Halles', '67000', 'Strasbourg', 48.5868, 7.7447),
  store(
    'S009',
    'Montpellier Odysseum',
    '2 place de Lisbonne',
    '34000',
    'Montpellier',
    43.6045,
    3.9187,
  ),
  store(
    'S010',
    'Nice Lingostière',
    '606 route de Grenoble',
    '06200',
    'Nice',
    43.7255,
    7.1989,
    ALTERNATE_POS_SYSTEM,
  ),
  store('S011', 'Rennes Alma', '5 rue du Bosphore', '35000', 'Rennes', 48.0857, -1.6775),
  store('S012', 'Grenoble Grand’Place', '55 Grand’Place', '38100', 'Grenoble', 45.1585, 5.7318),
  store('S013', 'Dijon Toison d’Or', 'route de Gray', '21000', 'Dijon', 47.3487, 5.0549),
  store(
    'S014',
    'Rouen Saint-Sever',
    '10 rue Saint-Sever',
    '76100',
    'Rouen',
    49.4326,
    1.0849,
    MAIN_POS_SYSTEM,
    false,
  ),
  store('S015', 'Tours Nord', '1 rue Daniel-Mayer', '37100', 'Tours', 47.4214, 0.7021),
  store(
    'S016',
    'Clermont-Ferrand Jaude',
    '8 place de Jaude',
    '63000',
    'Clermont-Ferrand',
    45.777,
    3.0817,
    MAIN_POS_SYSTEM,
    false,
  ),
  store('S017', 'Reims Cernay', '60 rue de Cernay', '51100', 'Reims', 49.2615, 4.0507),
  store(
    'S018',
    'Metz Waves',
    '2 rue du Bois',
    '57050',
    'Metz',
    49.1412,
    6.2063,
    ALTERNATE_POS_SYSTEM,
  ),
  store(
    'S019',
    'Orléans Place d’Arc',
    '2 rue Marcel-Proust',
    '45000',
    'Orléans',
    47.9068,
    1.9053,
    MAIN_POS_SYSTEM,
    false,
  ),
  store('S020', 'Vélizy', '2 avenue de l’Europe', '78140', 'Vélizy-Villacoublay', 48.7826, 2.2215),
];

function store(
  storeCode: string,
  name: string,
  address: string,
  postalCode: string,
  city: string,
  latitude: number,
  longitude: number,
  posSystemName: string = MAIN_POS_SYSTEM,
  isLivMagEligible = true,
): StoreRow {
  return {
    storeCode,
    name,
    address,
    postalCode,
    city,
    latitude,
    longitude,
    posSystemName,
    isLivMagEligible,
  };
}

/** The store of the demo seller (WINSHOP, the main point-of-sale system). */
export const DEMO_SELLER_STORE = 'S001';
/** The store of the demo accountant. */
export const DEMO_ACCOUNTANT_STORE = 'S002';
/** A store on the alternate point-of-sale system [S1.5], for tests of that path. */
export const DEMO_ALTERNATE_POS_STORE = 'S010';
