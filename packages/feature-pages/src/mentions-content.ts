import { pagesMessages } from './messages';

/**
 * [S2.20] The French text of the legal notices, apart from the other messages so that only the
 * Mentions page downloads it.
 */

/**
 * [S2.20] The facts the legal notices need. The spec does not give them: the defaults are clearly
 * marked placeholders, and the app passes the retailer's real values.
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
  /** 'JJ/MM/AAAA'. */
  readonly lastUpdate: string;
}

const blank = (field: string) => `[${pagesMessages.TO_BE_COMPLETED} : ${field}]`;

/** [S2.20] Placeholders until the retailer gives its details (each one says what is missing). */
export const DEFAULT_LEGAL_DETAILS: LegalDetails = {
  publisherName: 'Le distributeur (raison sociale)',
  publisherLegalForm: blank('forme juridique et capital social'),
  publisherRegistration: blank('ville et numéro RCS'),
  publisherVatNumber: blank('numéro de TVA intracommunautaire'),
  publisherAddress: blank('adresse du siège social'),
  publisherPhone: blank('numéro de téléphone'),
  contactEmail: blank('adresse e-mail de contact'),
  publicationDirector: blank('nom et fonction du directeur de la publication'),
  hostName: blank("raison sociale de l'hébergeur"),
  hostAddress: blank("adresse de l'hébergeur"),
  hostPhone: blank("téléphone de l'hébergeur"),
  dpoContact: blank('adresse du délégué à la protection des données'),
  lastUpdate: blank('date'),
};

/** One part of the legal notices: a heading, paragraphs, and an optional list. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
  /** An external page the section points to. */
  readonly link?: { readonly href: string; readonly label: string };
}

/** The CNIL's site, where anyone may lodge a complaint. */
export const CNIL_URL = 'https://www.cnil.fr';

/**
 * [S2.20] The legal notices of a French retail web application: publisher, publication director,
 * host, intellectual property, personal data (GDPR, rights, CNIL), cookies, applicable law.
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
    {
      id: 'donnees',
      title: 'Données personnelles',
      paragraphs: [
        `${details.publisherName} est responsable du traitement des données personnelles collectées par le service, dans le respect du règlement (UE) 2016/679 (RGPD) et de la loi n° 78-17 du 6 janvier 1978 modifiée « Informatique et Libertés ».`,
        "Les données (identité, coordonnées, informations de la liste et de l'enfant, participations et messages) servent à créer et gérer votre compte et vos listes, à permettre à vos proches de participer, à traiter les achats et la cagnotte, à vous envoyer les notifications que vous avez choisies et à répondre à vos demandes. Ces traitements reposent sur l'exécution du contrat qui vous lie au distributeur, sur son intérêt légitime (sécurité du service, prévention de la fraude) ou sur votre consentement lorsque la loi l'exige.",
        "Les données sont destinées aux services du distributeur et à ses magasins, ainsi qu'à ses sous-traitants techniques (hébergement, envoi d'e-mails, paiement), tenus à la confidentialité. Elles ne sont ni vendues ni cédées. Elles sont conservées pendant la durée de vie de la liste puis trois ans après le dernier contact, sauf obligation légale de conservation plus longue (pièces comptables : dix ans).",
        'Vous disposez des droits suivants sur vos données :',
      ],
      items: [
        "droit d'accès et de rectification ;",
        "droit à l'effacement et à la limitation du traitement ;",
        "droit d'opposition, notamment à la prospection commerciale ;",
        'droit à la portabilité de vos données ;',
        'droit de définir des directives relatives au sort de vos données après votre décès ;',
        'droit de retirer votre consentement à tout moment.',
      ],
    },
    {
      id: 'exercice-droits',
      title: 'Exercer vos droits',
      paragraphs: [
        `Pour exercer ces droits, écrivez au délégué à la protection des données : ${details.dpoContact}, ou à ${details.contactEmail}, en précisant votre nom, votre adresse e-mail et l'objet de la demande. Une réponse vous est apportée dans un délai d'un mois.`,
        "Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne :",
      ],
      link: { href: CNIL_URL, label: 'www.cnil.fr' },
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        "Le service dépose uniquement les cookies strictement nécessaires à son fonctionnement, exemptés de consentement : le cookie de session (connexion sécurisée), le jeton de protection contre la falsification de requêtes (XSRF-TOKEN) et l'identifiant du compte connecté (principalCookie). Ils expirent à la fin de la session ou à la déconnexion.",
        "Aucun cookie de mesure d'audience ou de publicité n'est déposé sans votre consentement préalable. Si de tels cookies étaient ajoutés, votre choix vous serait demandé, pourrait être modifié à tout moment et serait conservé au plus six mois ; les cookies eux-mêmes ne seraient pas conservés plus de treize mois.",
        'Vous pouvez aussi configurer votre navigateur pour refuser les cookies ; le service pourrait alors ne pas fonctionner correctement.',
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      paragraphs: [
        'Les présentes mentions légales sont régies par le droit français. Le service est réservé aux personnes résidant en France. En cas de litige, et après une tentative de résolution amiable, les tribunaux français sont seuls compétents.',
      ],
    },
  ];
}
