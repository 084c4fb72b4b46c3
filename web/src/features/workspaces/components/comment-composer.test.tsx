import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentComposer } from './comment-composer';

function deferred() {
  let settle!: { resolve(): void; reject(error: Error): void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

function renderComposer(onSubmit: (draft: { text: string }) => Promise<void>) {
  render(
    <CommentComposer workspaceId="ws1" label="Comment" submitLabel="Send" onSubmit={onSubmit} />,
  );
  return screen.getByRole('textbox', { name: 'Comment' });
}

describe('CommentComposer', () => {
  it('keeps what is typed while the server confirms the comment sent before', async () => {
    const user = userEvent.setup();
    const sending = deferred();
    const onSubmit = vi.fn(() => sending.promise);
    const box = renderComposer(onSubmit);

    await user.type(box, 'Cut the intro');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Cut the intro', mentions: [] });
    expect(box).toHaveValue('');

    await user.type(box, 'And the outro');
    sending.resolve();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy'),
    );
    expect(box).toHaveValue('And the outro');
  });

  it('puts a comment that failed back into an empty box, with the reason', async () => {
    const user = userEvent.setup();
    const box = renderComposer(() => Promise.reject(new Error('You are offline.')));

    await user.type(box, 'Too dark at 0:12');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
    expect(box).toHaveValue('Too dark at 0:12');
  });

  it('says how far past the limit a long comment is instead of cutting it', async () => {
    const user = userEvent.setup();
    const box = renderComposer(() => Promise.resolve());
    await user.click(box);
    await user.paste('x'.repeat(5005));
    expect(box).toHaveValue('x'.repeat(5005));
    expect(screen.getByText('5005 of 5000 characters: 5 too many')).toBeInTheDocument();
  });
});
