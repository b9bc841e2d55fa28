import type { BirthList } from '@ldn/api-client';
import { listWith } from '@ldn/test-kit';

/** The customer's list. */
export const LIST_ID = 'demo00parent';

/** The customer's list answer, as a seller reads it (not the owner). */
export function listAnswer(status: 'DRAFT' | 'VALIDATED' | 'CLOSED', id = LIST_ID): BirthList {
  return listWith(id, { status, isOwner: false, walletAmount: 4_250 });
}

/** [S3.13] A pending transaction as the server answers it. */
export const PENDING_TRANSACTION = {
  id: '481203',
  ldnId: LIST_ID,
  holderFirstName: 'Camille',
  holderLastName: 'Martin',
  contributor: 'Camille Martin',
  emailFrom: '',
  message: '',
  storeCode: 'S001',
  sellerPk: 12,
  transactionType: 'VAE',
  isSelfPurchase: true,
  entries: [
    {
      codeAx: '10000123',
      productName: 'Body manches longues',
      img: '/images/body.svg',
      quantity: 2,
      price: 1290,
    },
  ],
  totalPrice: 2580,
  potAmount: 0,
  gs1Code: '(415)3012345000019(8020)0000481203(3902)00002580',
  createdAt: '2026-11-24T08:12:00.000Z',
  state: 'IN_PROGRESS',
  transactionBarcode: null,
  missingEntries: [],
  contributionId: null,
};
