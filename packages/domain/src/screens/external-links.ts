/**
 * [S2.60] [S2.61] The retailer's external pages: help, its site, its legal pages and its social
 * accounts. The spec does not give these addresses: these are placeholders on the reserved
 * `.example` domain and generic social handles. The app passes its own table (from its environment)
 * to the drawer and footer functions to override them.
 */
export interface ExternalLinks {
  readonly help: string;
  readonly retailerSite: string;
  readonly generalSalesTerms: string;
  readonly withdrawalRight: string;
  readonly personalData: string;
  readonly deliveryMethods: string;
  readonly paymentMethods: string;
  readonly facebook: string;
  readonly instagram: string;
  readonly youtube: string;
  readonly tiktok: string;
  readonly pinterest: string;
}

export const DEFAULT_EXTERNAL_LINKS: ExternalLinks = {
  help: 'https://www.retailer.example/aide/liste-de-naissance',
  retailerSite: 'https://www.retailer.example/',
  generalSalesTerms: 'https://www.retailer.example/conditions-generales-de-vente',
  withdrawalRight: 'https://www.retailer.example/droit-de-retractation',
  personalData: 'https://www.retailer.example/donnees-personnelles',
  deliveryMethods: 'https://www.retailer.example/modes-de-livraison',
  paymentMethods: 'https://www.retailer.example/moyens-de-paiement',
  facebook: 'https://www.facebook.com/retailer.example',
  instagram: 'https://www.instagram.com/retailer.example',
  youtube: 'https://www.youtube.com/@retailer.example',
  tiktok: 'https://www.tiktok.com/@retailer.example',
  pinterest: 'https://www.pinterest.fr/retailer.example',
};
