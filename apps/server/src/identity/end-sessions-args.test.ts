import { describe, expect, it } from 'vitest';
import { EndSessionsArgsError, parseEndSessionsArgs } from './end-sessions-args';

describe('the end-sessions command line', () => {
  it('[ASVS V7.4.5] takes one account by e-mail, or every account', () => {
    expect(parseEndSessionsArgs(['--', '--email', 'parent@example.fr'])).toEqual({
      uid: 'parent@example.fr',
    });
    expect(parseEndSessionsArgs(['--email=parent@example.fr'])).toEqual({
      uid: 'parent@example.fr',
    });
    expect(parseEndSessionsArgs(['--all'])).toBe('all');
    expect(parseEndSessionsArgs(['-h'])).toBe('help');
  });

  it.each([
    [[]],
    [['--email', 'parent@example.fr', '--all']],
    [['--email', '  ']],
    [['--email']],
    [['--every']],
    [['parent@example.fr']],
  ])('refuses %j with the usage', (argv) => {
    expect(() => parseEndSessionsArgs(argv)).toThrow(EndSessionsArgsError);
    expect(() => parseEndSessionsArgs(argv)).toThrow(
      /Usage: pnpm --filter @ldn\/server end-sessions/,
    );
  });
});
