import { errorToastMessages, screenMessages, validationMessages } from '@ldn/domain';
import { HttpError, invalidInput } from '../../http/error-body';

/**
 * The deliberate refusals of the lists, products and stores API, in one place: each has a stable
 * `code` the app branches on and a French `message` it may show as is (house style rule 12). Where
 * the domain package has the text of a code, it is used verbatim.
 */

/** Unknown company in the path [S1.1], unknown list, or a draft asked for by a non-owner [S4.1]. */
export const listNotFound = (): HttpError =>
  new HttpError(404, screenMessages.NOT_FOUND, 'LIST_NOT_FOUND');

export const unknownCompany = (company: string): HttpError =>
  new HttpError(404, `Enseigne inconnue : ${company.slice(0, 20)}.`, 'UNKNOWN_COMPANY');

/** A signed-in visitor who may see the list but not change it [S6.3]. */
export const notListOwner = (): HttpError =>
  new HttpError(403, 'Seul le titulaire de la liste ou un vendeur peut faire cela.', 'FORBIDDEN');

/** What is the list holder's alone, asked by the co-parent. */
export const holderOnly = (): HttpError =>
  new HttpError(403, 'Seul le titulaire de la liste peut faire cela.', 'HOLDER_ONLY');

/** The holder invites a co-parent while another one still manages the list. */
export const coParentAlready = (): HttpError =>
  new HttpError(
    409,
    'Un co-parent gère déjà cette liste : retirez son accès avant d’en inviter un autre.',
    'CO_PARENT_ALREADY',
  );

/** The holder's own address, or the holder following the link: he has the list already. */
export const coParentIsHolder = (): HttpError =>
  new HttpError(
    409,
    'Le titulaire de la liste la gère déjà : invitez le co-parent à sa propre adresse e-mail.',
    'CO_PARENT_IS_HOLDER',
  );

/** An invitation link used already, replaced, withdrawn, or unknown. */
export const invitationNotFound = (): HttpError =>
  new HttpError(
    404,
    'Cette invitation n’est plus valable : elle a déjà servi, ou a été remplacée ou retirée. Demandez-en une nouvelle.',
    'INVITATION_NOT_FOUND',
  );

export const invitationExpired = (days: number): HttpError =>
  new HttpError(
    410,
    `Cette invitation a expiré (elle était valable ${days} jours) : demandez-en une nouvelle.`,
    'INVITATION_EXPIRED',
  );

/** The link is followed by an account of another address than the one invited. */
export const invitationOtherAccount = (): HttpError =>
  new HttpError(
    403,
    'Cette invitation a été envoyée à une autre adresse e-mail : connectez-vous avec le compte de cette adresse pour l’accepter.',
    'INVITATION_OTHER_ACCOUNT',
  );

export const coParentInvitationsLimit = (): HttpError =>
  new HttpError(
    429,
    'Trop d’invitations envoyées aujourd’hui pour cette liste. Réessayez demain.',
    'CO_PARENT_INVITATIONS_LIMIT',
  );

/** [S6.4] [S7.28] Calls about another customer's account are for store staff. */
export const reservedToStaff = (): HttpError =>
  new HttpError(403, 'Réservé au personnel du magasin.', 'FORBIDDEN');

/** [S4.1] The handing over of the gifts is confirmed once the list is closed. */
export const listNotClosed = (): HttpError =>
  new HttpError(
    409,
    'La remise des cadeaux ne peut être confirmée qu’une fois la liste de naissance clôturée.',
    'LIST_NOT_CLOSED',
  );

/** [S4.1] Closing is final: a closed list refuses every change. */
export const listClosed = (): HttpError =>
  new HttpError(
    409,
    'Cette liste de naissance est clôturée : elle ne peut plus être modifiée.',
    'LIST_CLOSED',
  );

/** [S7.13] A list that received anything (gift, purchase in progress, wallet) is kept. */
export const listHasContributions = (): HttpError =>
  new HttpError(
    409,
    'Cette liste a déjà reçu des cadeaux ou des participations : elle ne peut pas être supprimée.',
    'LIST_HAS_CONTRIBUTIONS',
  );

/** [S7.19] A state-changing GET asked for by another site (see `assertNotCrossSite`). */
export const crossSiteRequest = (): HttpError =>
  new HttpError(
    403,
    'Cette action ne peut être demandée que depuis le site de la liste de naissance.',
    'CROSS_SITE_REQUEST',
  );

/** [S4.1] Only a published list is closed (a draft has nothing to close). */
export const listNotPublished = (): HttpError =>
  new HttpError(409, "Cette liste n'est pas encore publiée.", 'LIST_NOT_PUBLISHED');

/**
 * [S4.1] "Closing is allowed after all orders are received": an in-store sale under way waits for
 * the store (online payments not made yet end with the close instead).
 */
export const purchaseInProgressOnClose = (): HttpError =>
  new HttpError(
    409,
    'Un achat en magasin est en cours sur cette liste : elle pourra être clôturée une fois la transaction confirmée ou annulée par le magasin.',
    'PURCHASE_IN_PROGRESS',
  );

/** [S4.1] A published list is not taken back to a draft, and closing has its own call. */
export const invalidStatusChange = (from: string, to: string): HttpError =>
  new HttpError(
    409,
    `Le statut de la liste ne peut pas passer de ${from} à ${to}.`,
    'INVALID_STATUS_CHANGE',
  );

/** [S5.12] The customer lives outside France. */
export const unavailableCountry = (forStaff: boolean): HttpError =>
  new HttpError(
    403,
    forStaff ? errorToastMessages.UNAVAILABLE_COUNTRY_STAFF : screenMessages.UNAVAILABLE_COUNTRY,
    'UNAVAILABLE_COUNTRY',
  );

/** [S5.12] [S4.11] No country yet: the app shows the confirm-living-in-France popup. */
export const countryUnknown = (): HttpError =>
  new HttpError(
    409,
    'Le pays de résidence du client doit être confirmé avant de créer une liste.',
    'COUNTRY_UNKNOWN',
  );

export const unknownCustomer = (): HttpError =>
  new HttpError(404, "Aucun compte client n'existe pour cet identifiant.", 'UNKNOWN_CUSTOMER');

/** [S7.18] [S4.10] A store code that no store has. */
export const unknownStoreInBody = (field: string): HttpError =>
  new HttpError(
    400,
    invalidInput('body', field, screenMessages.UNKNOWN_STORE_CODE).message,
    'UNKNOWN_STORE',
  );

/** [S5.7] [S4.11] Publishing a draft that has no contact store yet. */
export const contactStoreRequired = (): HttpError =>
  invalidInput('body', 'contactStoreCode', validationMessages.REQUIRED_STORE);

export const unknownStore = (): HttpError =>
  new HttpError(404, screenMessages.UNKNOWN_STORE_CODE, 'UNKNOWN_STORE');

/** [S7.20] [S7.25] Unknown product reference. */
export const invalidReference = (): HttpError =>
  new HttpError(404, validationMessages.INVALID_REFERENCE, 'INVALID_REFERENCE');

/** [S3.17] A product the catalogue marks as not addable to a birth list (or the wallet item). */
export const productNotAddable = (): HttpError =>
  new HttpError(
    409,
    'Ce produit ne peut pas être ajouté à une liste de naissance.',
    'PRODUCT_NOT_ADDABLE',
  );

/** [S6.4] Only staff add a product that is permanently out of stock. */
export const productPermanentlyOutOfStock = (): HttpError =>
  new HttpError(
    409,
    'Ce produit est définitivement en rupture de stock : il ne peut pas être ajouté.',
    'PRODUCT_PERMANENTLY_OUT_OF_STOCK',
  );

export const itemNotFound = (): HttpError =>
  new HttpError(404, "Ce produit n'est pas dans la liste.", 'ITEM_NOT_FOUND');

/** [S4.2] [S8.3] */
export const cantRemoveProduct = (): HttpError =>
  new HttpError(409, screenMessages.CANT_REMOVE_PRODUCT, 'CANT_REMOVE_PRODUCT');

/** A group gift ("Cadeau commun") is wanted once: its quantity stays 1 while it is one. */
export const groupGiftOneUnit = (status: 400 | 409 = 409): HttpError =>
  new HttpError(
    status,
    'Un cadeau commun porte sur un seul exemplaire : la quantité souhaitée doit être 1.',
    'GROUP_GIFT_ONE_UNIT',
  );

/** Only an item priced at least the floor (a setting) may become a group gift. */
export const groupGiftPriceTooLow = (floor: string): HttpError =>
  new HttpError(
    400,
    `Seul un produit d’au moins ${floor} peut devenir un cadeau commun.`,
    'GROUP_GIFT_PRICE_TOO_LOW',
  );

/** An item already (partly) gifted, being bought or received elsewhere stays an ordinary one. */
export const groupGiftAlreadyGiven = (): HttpError =>
  new HttpError(
    409,
    'Ce produit a déjà été offert ou est en cours d’achat : il ne peut plus devenir un cadeau commun.',
    'GROUP_GIFT_ALREADY_GIVEN',
  );

/** A group gift is not marked received elsewhere (its parts could never complete it). */
export const groupGiftReceivedElsewhere = (): HttpError =>
  new HttpError(
    409,
    'Ce produit est un cadeau commun : il ne peut pas être indiqué comme reçu ailleurs.',
    'GROUP_GIFT_RECEIVED_ELSEWHERE',
  );

/** Parts are funded or being paid: the group gift stays one. */
export const groupGiftFunded = (): HttpError =>
  new HttpError(
    409,
    'Des proches ont déjà participé à ce cadeau commun ou sont en train de le faire : il le reste.',
    'GROUP_GIFT_FUNDED',
  );

/** [S4.2] [S8.3] */
export const cantEditPermanentlyOutOfStock = (): HttpError =>
  new HttpError(
    409,
    screenMessages.CANT_EDIT_PERMANENTLY_OUT_OF_STOCK,
    'CANT_EDIT_PERMANENTLY_OUT_OF_STOCK',
  );

/** [S9.5] "add anyway" may not take the wanted quantity above 99. */
export const quantityMaxReached = (max: number): HttpError =>
  new HttpError(409, `La quantité souhaitée ne peut pas dépasser ${max}.`, 'QUANTITY_MAX_REACHED');

/** Received elsewhere: the family's own word, so the owner's alone (not staff's). */
export const receivedElsewhereOwnerOnly = (): HttpError =>
  new HttpError(
    403,
    'Seul le titulaire de la liste peut indiquer un article reçu ailleurs.',
    'FORBIDDEN',
  );

/** Received elsewhere: never more than the units not gifted through the list. */
export const receivedElsewhereTooMany = (max: number): HttpError =>
  new HttpError(
    400,
    max === 0
      ? 'Cet article a déjà été entièrement offert par vos proches.'
      : `Vous pouvez indiquer au plus ${max} article${max > 1 ? 's' : ''} reçu${max > 1 ? 's' : ''} ailleurs : le reste a été offert par vos proches.`,
    'RECEIVED_ELSEWHERE_TOO_MANY',
  );

/** Received elsewhere: units held by a purchase under way are not the owner's to take. */
export const receivedElsewhereHeldByPurchase = (max: number): HttpError =>
  new HttpError(
    409,
    `Un achat est en cours pour cet article : vous pouvez indiquer au plus ${max} article${max > 1 ? 's' : ''} reçu${max > 1 ? 's' : ''} ailleurs pour l’instant.`,
    'PURCHASE_IN_PROGRESS',
  );
