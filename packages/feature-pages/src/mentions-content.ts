import {
  DEFAULT_REWARD_THRESHOLD_CENTS,
  formatEuros,
  FREE_STORE_DELIVERY_FROM_CENTS,
  LEGAL_PAGE_ANCHORS,
  REWARD_COUPON_MAX_CENTS,
  REWARD_PERCENT,
  screenLabels,
  STORE_DELIVERY_FEE_CENTS,
  WALLET_MAX_CENTS,
  WALLET_MIN_CENTS,
} from '@ldn/domain';

/**
 * [S2.20] [S2.48] The French text of the legal notices and of the footer's legal pages (general
 * sales terms, withdrawal right, personal data, delivery methods, payment methods), apart from the
 * other messages so that only the Mentions page downloads it.
 */

/** [S2.20] The introduction of the legal notices. */
export const MENTIONS_INTRO =
  "Conformément aux articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), voici les informations légales du service « Liste de naissance », ainsi que les conditions qui s'appliquent à vos achats, à vos participations et à vos données personnelles.";

/**
 * [S2.20] [S2.48] The facts the legal pages need. The spec does not give them: the defaults are a
 * fictitious company (reserved `.example` addresses, zero registration numbers), and the app passes
 * the retailer's real values.
 */
export interface LegalDetails {
  /** Raison sociale of the publisher (the retailer). */
  readonly publisherName: string;
  /** Forme juridique and capital, e.g. 'SAS au capital de 1 000 000 €'. */
  readonly publisherLegalForm: string;
  /** RCS city and number. */
  readonly publisherRegistration: string;
  /** Numéro de TVA intracommunautaire. */
  readonly publisherVatNumber: string;
  readonly publisherAddress: string;
  readonly publisherPhone: string;
  readonly contactEmail: string;
  /** Directeur de la publication: a person's name and function. */
  readonly publicationDirector: string;
  readonly hostName: string;
  readonly hostAddress: string;
  readonly hostPhone: string;
  /** The data protection officer's address (DPO). */
  readonly dpoContact: string;
  /** The customer service: phone and opening hours. */
  readonly customerService: string;
  /** The consumer mediator (médiateur de la consommation, article L. 612-1 du code de la consommation). */
  readonly mediator: string;
  readonly mediatorUrl: string;
  /** 'JJ/MM/AAAA'. */
  readonly lastUpdate: string;
}

/** [S2.20] [S2.48] A fictitious French baby-goods retailer, until the app passes the real one. */
export const DEFAULT_LEGAL_DETAILS: LegalDetails = {
  publisherName: 'Exemple Puériculture SAS',
  publisherLegalForm: 'société par actions simplifiée au capital de 1 000 000 €',
  publisherRegistration: 'RCS Paris 000 000 000',
  publisherVatNumber: 'FR00 000000000',
  publisherAddress: '1 rue de l’Exemple, 75001 Paris',
  publisherPhone: '01 00 00 00 00',
  contactEmail: 'contact@exemple.example',
  publicationDirector: 'Mme Claire Exemple, présidente',
  hostName: 'Hébergeur Exemple SAS',
  hostAddress: '2 avenue de l’Exemple, 69000 Lyon',
  hostPhone: '04 00 00 00 00',
  dpoContact: 'dpo@exemple.example',
  customerService:
    '01 00 00 00 01 (appel non surtaxé), du lundi au samedi de 9 h à 19 h, ou service-client@exemple.example',
  mediator: 'Médiation Exemple de la consommation, 3 place de la Médiation, 75008 Paris',
  mediatorUrl: 'https://www.mediation.example',
  lastUpdate: '01/10/2026',
};

/** One part of a legal page: a heading, paragraphs, an optional list and what follows it. */
export interface LegalPart {
  /** The stable anchor of the part (`/mentions#<id>`). */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
  /** Paragraphs after the list. */
  readonly after?: readonly string[];
  /** An external page the part points to. */
  readonly link?: { readonly href: string; readonly label: string };
}

/** A section of the Mentions page (an `h2`), with its parts (`h3`). */
export interface LegalSection extends LegalPart {
  readonly subsections?: readonly LegalPart[];
}

/** The CNIL's site, where anyone may lodge a complaint. */
export const CNIL_URL = 'https://www.cnil.fr';

/** Whole amounts without their cents ('5 €', '2,90 €'), as prices are written in legal text. */
const euros = (cents: number): string => formatEuros(cents).replace(/,00(?=\s€)/, '');

/** [S2.48] General sales terms of the birth-list service. */
function salesTerms(details: LegalDetails): LegalSection {
  return {
    id: LEGAL_PAGE_ANCHORS.generalSalesTerms,
    title: screenLabels.GENERAL_SALES_TERMS,
    paragraphs: [
      `Les présentes conditions générales de vente s'appliquent aux achats de produits et aux participations à la cagnotte effectués par l'intermédiaire du service « Liste de naissance » de ${details.publisherName}, en ligne ou en magasin. Toute commande vaut acceptation des conditions en vigueur à sa date.`,
    ],
    subsections: [
      {
        id: 'cgv-service',
        title: 'Le service Liste de naissance',
        paragraphs: [
          'Le service est gratuit. Il permet aux futurs parents de créer une liste de produits de puériculture, de la publier et de la partager ; leurs proches peuvent offrir un produit de la liste ou participer à la cagnotte. Créer une liste nécessite un compte client et une résidence en France ; offrir un produit ou participer ne nécessite pas de compte.',
          'Les parents peuvent clôturer leur liste à tout moment après réception de leurs commandes, au plus tard dans les deux jours ouvrés. La clôture est définitive : la liste ne peut plus recevoir de cadeaux et la cagnotte ne peut plus être utilisée.',
        ],
      },
      {
        id: 'cgv-produits-prix',
        title: 'Produits et prix',
        paragraphs: [
          'Les caractéristiques essentielles des produits sont présentées sur leur fiche. Les photographies ne sont pas contractuelles. Les prix sont indiqués en euros, toutes taxes comprises, hors frais de livraison, qui sont indiqués avant la validation du panier. Le prix applicable est celui affiché au moment de la validation de la commande.',
          "Les produits sont proposés dans la limite des stocks disponibles. Un produit indisponible ou définitivement en rupture ne peut pas être commandé ; s'il le devient après la commande, vous en êtes informé et remboursé au plus tard dans les quatorze jours.",
        ],
      },
      {
        id: 'cgv-commande',
        title: 'Commande',
        paragraphs: [
          "Le proche choisit les produits de la liste et, le cas échéant, le montant de sa participation à la cagnotte, indique son nom, son adresse e-mail et un message pour les parents, choisit le mode de livraison, puis valide son panier et le paie. Le contrat est conclu à la confirmation du paiement ; un e-mail récapitulatif est envoyé à l'adresse indiquée.",
          "Les produits offerts sont retirés de la liste à mesure qu'ils sont achetés, de sorte qu'un même cadeau ne soit pas offert deux fois. Un panier dont un produit n'est plus disponible ne peut pas être validé tel quel : le produit en est retiré et le proche en est averti.",
        ],
      },
      {
        id: 'cgv-cagnotte',
        title: 'Cagnotte',
        paragraphs: [
          `Chaque participation à la cagnotte est comprise entre ${euros(WALLET_MIN_CENTS)} et ${euros(WALLET_MAX_CENTS)}. Les sommes versées sont utilisables par les parents, jusqu'à la clôture de la liste, pour leurs achats dans nos magasins. La cagnotte ne produit pas d'intérêts et ne peut pas être remboursée en espèces.`,
          `À la clôture, les parents reçoivent un bon d'achat égal à ${REWARD_PERCENT} % des achats effectués sur leur liste, dès ${euros(DEFAULT_REWARD_THRESHOLD_CENTS)} d'achats cumulés, remis sous forme de bons de ${euros(REWARD_COUPON_MAX_CENTS)} au plus.`,
        ],
      },
      {
        id: 'cgv-paiement-livraison',
        title: 'Paiement, livraison et rétractation',
        paragraphs: [
          'Les moyens de paiement acceptés, les modes et frais de livraison et les conditions du droit de rétractation sont décrits dans les parties « Moyens de paiement », « Modes de livraison » et « Droit de rétractation » de cette page, qui font partie des présentes conditions.',
        ],
      },
      {
        id: 'cgv-garanties',
        title: 'Garanties légales',
        paragraphs: [
          'Tous les produits bénéficient de la garantie légale de conformité (articles L. 217-3 et suivants du code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du code civil), indépendamment de toute garantie commerciale.',
          "Au titre de la garantie légale de conformité, vous disposez d'un délai de deux ans à compter de la délivrance du produit pour obtenir sa réparation ou son remplacement, sans frais ; à défaut, une réduction du prix ou la résolution de la vente. Un défaut apparu dans ce délai est présumé exister au moment de la délivrance.",
          'Au titre de la garantie des vices cachés, vous pouvez, dans les deux ans de la découverte du vice, obtenir la résolution de la vente ou une réduction du prix.',
        ],
      },
      {
        id: 'cgv-service-client',
        title: 'Service client et médiation',
        paragraphs: [
          `Pour toute question ou réclamation, contactez le service client : ${details.customerService}, ou rendez-vous dans l'un de nos magasins.`,
          `Si votre réclamation écrite n'a pas trouvé de solution dans un délai de deux mois, vous pouvez saisir gratuitement le médiateur de la consommation : ${details.mediator}.`,
        ],
        link: { href: details.mediatorUrl, label: details.mediatorUrl.replace(/^https?:\/\//, '') },
      },
    ],
  };
}

/** [S2.48] The withdrawal right, with the model form of the code de la consommation. */
function withdrawalRight(details: LegalDetails): LegalSection {
  return {
    id: LEGAL_PAGE_ANCHORS.withdrawalRight,
    title: screenLabels.WITHDRAWAL_RIGHT,
    paragraphs: [
      "Pour un achat en ligne, vous disposez d'un délai de quatorze jours pour vous rétracter, sans avoir à justifier de motif ni à payer de pénalité (articles L. 221-18 et suivants du code de la consommation).",
    ],
    subsections: [
      {
        id: 'retractation-delai',
        title: 'Délai de quatorze jours',
        paragraphs: [
          "Le délai court à compter du jour où vous-même, ou un tiers que vous avez désigné, prenez physiquement possession du produit. Pour un cadeau livré aux parents en magasin, il court à compter de leur retrait du cadeau. Lorsque le délai expire un samedi, un dimanche ou un jour férié, il est prolongé jusqu'au premier jour ouvrable suivant.",
        ],
      },
      {
        id: 'retractation-exercice',
        title: 'Comment vous rétracter',
        paragraphs: [
          `Informez-nous de votre décision avant l'expiration du délai par une déclaration dénuée d'ambiguïté : par e-mail à ${details.contactEmail}, par courrier à ${details.publisherName}, ${details.publisherAddress}, ou dans l'un de nos magasins. Vous pouvez utiliser le formulaire type ci-dessous, sans que ce soit obligatoire.`,
        ],
      },
      {
        id: 'retractation-retour',
        title: 'Retour des produits et remboursement',
        paragraphs: [
          "Renvoyez ou rapportez le produit au plus tard quatorze jours après nous avoir informés de votre décision, complet et dans son emballage d'origine. Le retour en magasin est gratuit ; le renvoi par la poste est à vos frais.",
          "Nous vous remboursons la totalité des sommes versées, frais de livraison standard compris, au plus tard quatorze jours après avoir été informés de votre décision, par le moyen de paiement utilisé lors de l'achat. Nous pouvons différer le remboursement jusqu'à la réception du produit ou de la preuve de son expédition.",
        ],
      },
      {
        id: 'retractation-exceptions',
        title: 'Exceptions',
        paragraphs: [
          "Conformément à l'article L. 221-28 du code de la consommation, le droit de rétractation ne s'applique pas :",
        ],
        items: [
          "aux produits descellés après la livraison qui ne peuvent être renvoyés pour des raisons d'hygiène ou de protection de la santé (tétines, sucettes, biberons, tire-lait, coussinets et sous-vêtements d'allaitement, thermomètres) ;",
          'aux produits personnalisés ou confectionnés selon vos indications (gravure, broderie du prénom) ;',
          'aux produits qui, après livraison, sont mélangés de manière indissociable avec d’autres articles.',
        ],
      },
      {
        id: 'retractation-magasin-cagnotte',
        title: 'Achats en magasin et participations à la cagnotte',
        paragraphs: [
          'Le droit de rétractation ne s’applique pas aux achats faits en magasin. Nous les échangeons ou les remboursons toutefois pendant trente jours, sur présentation du ticket de caisse, pour un produit complet et non utilisé.',
          "Une participation à la cagnotte n'est pas l'achat d'un produit. Elle peut néanmoins être annulée et remboursée sur demande au service client dans les quatorze jours, tant que les parents ne l'ont pas utilisée.",
        ],
      },
      {
        id: 'retractation-formulaire',
        title: 'Formulaire type de rétractation',
        paragraphs: [
          '(Annexe à l’article R. 221-1 du code de la consommation. Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
          `À l'attention de ${details.publisherName}, ${details.publisherAddress}, ${details.contactEmail} :`,
          'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
        ],
        items: [
          'Commandé le (*)/reçu le (*) :',
          'Nom du (des) consommateur(s) :',
          'Adresse du (des) consommateur(s) :',
          'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
          'Date :',
        ],
        after: ['(*) Rayez la mention inutile.'],
      },
    ],
  };
}

/** [S2.48] Personal data: GDPR information, rights, the CNIL, and the cookies of [S9.11]. */
function personalData(details: LegalDetails): LegalSection {
  return {
    id: LEGAL_PAGE_ANCHORS.personalData,
    title: screenLabels.PERSONAL_DATA,
    paragraphs: [
      `${details.publisherName} traite vos données personnelles dans le respect du règlement (UE) 2016/679 (RGPD) et de la loi n° 78-17 du 6 janvier 1978 modifiée « Informatique et Libertés ».`,
    ],
    subsections: [
      {
        id: 'donnees-responsable',
        title: 'Responsable du traitement',
        paragraphs: [
          `Le responsable du traitement est ${details.publisherName}, ${details.publisherAddress}. Vous pouvez joindre son délégué à la protection des données à l'adresse ${details.dpoContact}.`,
        ],
      },
      {
        id: 'donnees-collectees',
        title: 'Données collectées',
        paragraphs: [
          "Identité et coordonnées (civilité, nom, prénom, e-mail, téléphone, pays de résidence, magasin de contact), informations de la liste (titre, message de bienvenue, prénom et date de naissance prévue de l'enfant, que vous pouvez masquer), cadeaux et participations reçus ou faits, messages échangés, adresses e-mail des proches que vous invitez, et données techniques de connexion.",
        ],
      },
      {
        id: 'donnees-finalites',
        title: 'Finalités, bases légales et durées de conservation',
        paragraphs: ['Vos données sont utilisées pour :'],
        items: [
          'créer et gérer votre compte (exécution du contrat) : pendant la vie du compte, puis trois ans après votre dernier contact ;',
          'créer, publier, partager et clôturer vos listes (exécution du contrat) : pendant la vie de la liste, puis trois ans après sa clôture ;',
          'traiter les achats, la cagnotte et les remboursements (exécution du contrat, obligations légales) : pièces comptables conservées dix ans ;',
          "envoyer les invitations que vous adressez à vos proches (exécution du contrat) : leurs adresses ne servent qu'à cet envoi et sont supprimées de l'historique d'envoi après douze mois ;",
          "vous envoyer les notifications de votre liste à la fréquence choisie (exécution du contrat) : jusqu'à ce que vous choisissiez « Jamais » ;",
          'vous envoyer des offres commerciales (consentement, ou intérêt légitime pour des produits analogues) : trois ans après votre dernier contact, et jamais après votre opposition ;',
          'assurer la sécurité du service et prévenir la fraude (intérêt légitime, obligations légales) : journaux de connexion conservés un an.',
        ],
      },
      {
        id: 'donnees-destinataires',
        title: 'Destinataires',
        paragraphs: [
          "Vos données sont destinées aux services de l'enseigne et à ses magasins, ainsi qu'à ses sous-traitants techniques (hébergement, envoi d'e-mails, paiement), tenus à la confidentialité. Elles ne sont ni vendues ni cédées. Une liste publiée est visible par les personnes qui en ont le lien ; vos coordonnées n'y apparaissent pas. Vos données sont hébergées dans l'Union européenne et ne sont pas transférées hors de l'Union.",
        ],
      },
      {
        id: 'donnees-droits',
        title: 'Vos droits',
        paragraphs: ['Vous disposez des droits suivants sur vos données :'],
        items: [
          "droit d'accès et de rectification ;",
          "droit à l'effacement et à la limitation du traitement ;",
          "droit d'opposition, notamment à la prospection commerciale ;",
          'droit à la portabilité de vos données ;',
          'droit de définir des directives relatives au sort de vos données après votre décès ;',
          'droit de retirer votre consentement à tout moment.',
        ],
        after: [
          `Pour les exercer, écrivez au délégué à la protection des données (${details.dpoContact}) ou à ${details.contactEmail}, en précisant votre nom, votre adresse e-mail et l'objet de la demande. Une réponse vous est apportée dans un délai d'un mois.`,
          "Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne :",
        ],
        link: { href: CNIL_URL, label: 'www.cnil.fr' },
      },
      {
        id: 'donnees-cookies',
        title: 'Cookies',
        paragraphs: [
          'Le service dépose uniquement des cookies strictement nécessaires à son fonctionnement, exemptés de consentement :',
        ],
        items: [
          'le cookie de session, qui vous garde connecté de façon sécurisée (supprimé à la déconnexion, trente jours au plus) ;',
          'XSRF-TOKEN, qui protège vos actions contre la falsification de requêtes (durée de la session) ;',
          'principalCookie, l’identifiant du compte connecté, qui permet de mettre à jour votre profil lorsque vous changez de compte (durée de la session) ;',
          'countryUnknown (valeur true ou false), qui indique si votre pays de résidence est connu, afin de ne vous le demander qu’une fois (durée de la session).',
        ],
        after: [
          "Aucun cookie de mesure d'audience ou de publicité n'est déposé sans votre consentement préalable. Si de tels cookies étaient ajoutés, votre choix vous serait demandé, pourrait être modifié à tout moment et serait conservé au plus six mois ; les cookies eux-mêmes ne seraient pas conservés plus de treize mois.",
          'Vous pouvez configurer votre navigateur pour refuser les cookies ; le service ne pourrait alors plus vous garder connecté.',
        ],
      },
    ],
  };
}

/** [S2.48] [S9.3] Delivery methods. */
function deliveryMethods(): LegalSection {
  return {
    id: LEGAL_PAGE_ANCHORS.deliveryMethods,
    title: screenLabels.DELIVERY_METHODS,
    paragraphs: [
      'Les cadeaux offerts sur une liste sont remis aux parents ; le mode de livraison est choisi dans le panier. Les délais sont donnés en jours ouvrés à compter de la confirmation du paiement.',
    ],
    subsections: [
      {
        id: 'livraison-retrait-magasin',
        title: 'Retrait en magasin : gratuit',
        paragraphs: [
          "Les parents retirent les cadeaux dans leur magasin de contact, quand ils le souhaitent jusqu'à la clôture de la liste, sur présentation d'une pièce d'identité. Les produits en stock sont disponibles sous 48 heures, les autres sous 5 à 10 jours ; les parents sont prévenus par e-mail.",
        ],
      },
      {
        id: 'livraison-magasin-parents',
        title: `Livraison aux parents en magasin : ${euros(STORE_DELIVERY_FEE_CENTS)}, offerte dès ${euros(FREE_STORE_DELIVERY_FROM_CENTS)}`,
        paragraphs: [
          `Si les parents l'ont permis, le proche fait livrer son cadeau au magasin de contact des parents, où il les attend. La livraison coûte ${euros(STORE_DELIVERY_FEE_CENTS)} ; elle est offerte dès ${euros(FREE_STORE_DELIVERY_FROM_CENTS)} de produits dans le panier (la participation à la cagnotte n'est pas comptée). Certains magasins ne proposent pas ce service : il n'est alors pas proposé dans le panier.`,
        ],
      },
      {
        id: 'livraison-domicile',
        title: 'Livraison à domicile',
        paragraphs: [
          "Pour les achats passés sur notre site marchand, la livraison à domicile est possible en France métropolitaine, Corse comprise : 4,90 € en 3 à 5 jours ouvrés, offerte dès 79 € d'achats. Les produits volumineux (meubles, poussettes, sièges auto) sont livrés sur rendez-vous, au pied du domicile, pour 19,90 €.",
          "À la réception, vérifiez l'état du colis en présence du livreur. En cas de dommage ou de produit manquant, indiquez des réserves précises sur le bon de livraison et confirmez-les au service client dans les trois jours (article L. 133-3 du code de commerce).",
        ],
      },
    ],
  };
}

/** [S2.48] Payment methods: card, wallet, payment in store. */
function paymentMethods(): LegalSection {
  return {
    id: LEGAL_PAGE_ANCHORS.paymentMethods,
    title: screenLabels.PAYMENT_METHODS,
    paragraphs: ['Les achats et les participations se paient en euros.'],
    subsections: [
      {
        id: 'paiement-carte',
        title: 'Carte bancaire',
        paragraphs: [
          "En ligne, le paiement se fait par carte CB, Visa ou Mastercard sur la page sécurisée de notre prestataire de paiement, avec authentification forte (3-D Secure). Nous ne recevons ni ne conservons les numéros de carte. Le montant est débité à la validation du paiement ; un paiement refusé n'enregistre aucun cadeau.",
        ],
      },
      {
        id: 'paiement-cagnotte',
        title: 'Cagnotte de la liste',
        paragraphs: [
          `Les proches peuvent participer à la cagnotte de la liste, de ${euros(WALLET_MIN_CENTS)} à ${euros(WALLET_MAX_CENTS)} par participation, par carte bancaire en ligne ou en magasin. Les parents utilisent le solde de la cagnotte comme moyen de paiement pour leurs achats en magasin, en tout ou partie, jusqu'à la clôture de la liste : une liste clôturée ne permet plus d'utiliser la cagnotte.`,
        ],
      },
      {
        id: 'paiement-magasin',
        title: 'Paiement en magasin',
        paragraphs: [
          "Dans nos magasins, un conseiller enregistre les cadeaux sur la liste et vous les réglez en caisse par carte bancaire, en espèces (dans la limite de 1 000 € prévue par l'article L. 112-6 du code monétaire et financier) ou par carte cadeau de l'enseigne. Le cadeau est acquis à la liste lorsque le ticket de caisse est validé.",
        ],
      },
    ],
  };
}

/**
 * [S2.20] [S2.48] Everything the Mentions page shows, in order: the legal notices (publisher,
 * publication director, host, intellectual property), the footer's legal pages (general sales
 * terms, withdrawal right with its model form, personal data with the cookies, delivery methods,
 * payment methods), and the applicable law.
 */
export function legalSections(details: LegalDetails): readonly LegalSection[] {
  return [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      paragraphs: [
        `Le service « Liste de naissance » est édité par ${details.publisherName}, ${details.publisherLegalForm}, immatriculée au registre du commerce et des sociétés sous le numéro ${details.publisherRegistration}, numéro de TVA intracommunautaire ${details.publisherVatNumber}.`,
        `Siège social : ${details.publisherAddress}. Téléphone : ${details.publisherPhone}. E-mail : ${details.contactEmail}.`,
      ],
    },
    {
      id: 'directeur',
      title: 'Directeur de la publication',
      paragraphs: [`Le directeur de la publication est ${details.publicationDirector}.`],
    },
    {
      id: 'hebergeur',
      title: 'Hébergement',
      paragraphs: [
        `Le site est hébergé par ${details.hostName}, ${details.hostAddress}. Téléphone : ${details.hostPhone}.`,
        "Les données sont hébergées dans l'Union européenne.",
      ],
    },
    {
      id: 'propriete',
      title: 'Propriété intellectuelle',
      paragraphs: [
        `L'ensemble des éléments du site (textes, photographies, illustrations, logos, marques, mise en page, logiciels) est la propriété de ${details.publisherName} ou de ses partenaires et est protégé par le code de la propriété intellectuelle.`,
        'Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du code de la propriété intellectuelle.',
        'Les noms et photographies des produits sont utilisés avec l’accord de leurs fabricants.',
      ],
    },
    salesTerms(details),
    withdrawalRight(details),
    personalData(details),
    deliveryMethods(),
    paymentMethods(),
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      paragraphs: [
        'Les présentes mentions et conditions sont régies par le droit français. Le service est réservé aux personnes résidant en France. En cas de litige, et après une tentative de résolution amiable, les tribunaux français sont compétents ; le consommateur peut saisir la juridiction du lieu où il demeurait au moment de la commande.',
      ],
    },
  ];
}
