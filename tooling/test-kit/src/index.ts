// The axe helper lives in the preset, below the ui-kit, so that the ui-kit's tests share it.
export { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
export {
  answerOf,
  answersHandler,
  looseAnswers,
  NOT_FOUND,
  recordRequests,
  startTestApi,
  toResponse,
  type ApiAnswer,
  type ApiAnswers,
  type ParsedRequest,
  type SeenRequest,
  type TestApiOptions,
} from './handlers';
export {
  makeTestStore,
  renderWithProviders,
  type RenderOptions,
  type RenderWithProvidersResult,
  type TestStore,
} from './render';
export { okAnswers, renderApp, type RenderAppOptions, type RenderAppResult } from './render-app';
export { API_BASE, server, SITE_BASE } from './server';
// MSW's request handlers, for a test's own answers (packages need no MSW of their own).
export { http, HttpResponse } from 'msw';
export { pageWithMeta } from './fixtures/page';
export {
  ACCOUNTANT,
  CUSTOMER,
  listAnswer,
  LIST_INFORMATIONS,
  listSummary,
  listWith,
  coParentAnswer,
  memoryStorage,
  NO_PRODUCTS,
  PARENT,
  profile,
  SELLER,
  sessionOf,
  STRANGER,
  type SessionCustomer,
} from './fixtures/index';
