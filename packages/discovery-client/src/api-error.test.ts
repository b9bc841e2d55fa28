import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, sdkError } from './api-error';
import { discoveryMessages } from './messages';

describe('[S8.5] ApiError', () => {
  it("[S8.5] defaults: message 'Bad request', status 400, service client, no code", () => {
    const error = new ApiError();
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.message, error.status, error.service, error.code]).toEqual(['ApiError', 'Bad request', 400, 'client', undefined]);
    expect(error.cause).toBeUndefined();
  });

  it('[S8.5] carries the status, service, code and cause it is given', () => {
    const cause = new Error('root');
    const error = new ApiError({ message: 'Discovery:ProductSheet:NotFound', status: 404, service: 'discovery', code: 'Discovery:ProductSheet:NotFound', cause });
    expect([error.message, error.status, error.service, error.code, error.cause]).toEqual([
      'Discovery:ProductSheet:NotFound',
      404,
      'discovery',
      'Discovery:ProductSheet:NotFound',
      cause,
    ]);
  });

  it('[S8.5] sdkError takes its message from the table and its code from the key', () => {
    expect(sdkError('UNKNOWN_SORT_FIELD')).toMatchObject({ message: 'You cannot add unknown sort field', code: 'UNKNOWN_SORT_FIELD', status: 400, service: 'client' });
    expect(sdkError('EVENT_TOO_LARGE', 'tracking', 413)).toMatchObject({ status: 413, service: 'tracking' });
  });

  it('[S8.5] isApiError recognises an ApiError, also from another copy of the SDK, and nothing else', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 400 });
    expect([isApiError(new ApiError()), isApiError(foreign), isApiError(new Error('x')), isApiError({ name: 'ApiError', status: 400 })]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('[S8.5] every message of the spec that belongs to the SDK is in the table, verbatim', () => {
    expect(Object.values(discoveryMessages)).toEqual(
      expect.arrayContaining([
        'Bad request',
        'Client UUID must be specified',
        'Client Discovery API key must be specified',
        'Client ActivityTracking API key must be specified',
        'No user id detected',
        'No session id detected',
        'No application source detected',
        'No valid tracking source is specified',
        'Timeout - Tracking tag is not detected',
        'Cannot ask or next results - no more results to provide',
        'Discovery:ProductSheet:NotFound',
        'You cannot filter on non filterable item field',
        'Only one scope is allowed in actions.scopes',
        'Only one spotlights is allowed in actions.spotlights',
        'You cannot apply unknown spotlight',
        'You cannot add unknown facet field',
        'You cannot add unknown item field',
        'You cannot add unknown sort field',
        'confirmed event already triggered',
        'visited event already triggered',
        'Cannot send event with >100kB payload',
      ]),
    );
  });
});
