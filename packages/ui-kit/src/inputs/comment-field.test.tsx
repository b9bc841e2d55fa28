import { COMMENT_MAX_LENGTH } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { CommentField } from './comment-field';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <CommentField value={value} onValueChange={setValue} />;
}

describe('CommentField', () => {
  it("[S5.6] [S2.44] counts the characters live: '12/255'", async () => {
    const { user, container } = renderWithProviders(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Commentaire' });
    expect(screen.getByText('0/255')).toBeInTheDocument();
    await user.type(field, 'Merci à tous');
    expect(screen.getByText('12/255')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('12 caractères sur 255');
    await expectNoAxeViolations(container);
  });

  it('[S5.6] stops at 255 characters, also when pasting', async () => {
    const { user } = renderWithProviders(<Controlled initial={'a'.repeat(250)} />);
    const field = screen.getByRole('textbox', { name: 'Commentaire' });
    await user.click(field);
    await user.paste('bcdefghijk');
    expect(field).toHaveValue(`${'a'.repeat(250)}bcdef`);
    expect((field as HTMLTextAreaElement).value).toHaveLength(COMMENT_MAX_LENGTH);
    expect(screen.getByText('255/255')).toBeInTheDocument();
  });
});
