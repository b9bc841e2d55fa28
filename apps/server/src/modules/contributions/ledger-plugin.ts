import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { recordPayment } from './payment-recording';
import { grantRewardOnClose } from './reward';
import { moveUnfinishedGroupGiftsToWallet } from './group-gift-closing';

/**
 * What the ledger does for the modules below it, without their importing it: checkout's pages
 * record a paid payment through `app.recordPayment`, and a list that closes gets its reward
 * voucher [S4.9] in the closing transaction (`app.listClosing`). Registered once on the root
 * instance, after the server's services.
 */
const moneyLedgerPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('recordPayment', recordPayment);
  app.listClosing.add(async (tx, list) => {
    await moveUnfinishedGroupGiftsToWallet(tx, list);
    await grantRewardOnClose(tx, list.id, app.config.rewardThresholdCents);
  });
};

export const moneyLedger = fp(moneyLedgerPlugin, {
  name: 'ldn-money-ledger',
  dependencies: ['ldn-server-services'],
});
